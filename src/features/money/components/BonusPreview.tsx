// The bonus the typed amount earns and the total that will be credited, as the member types.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@forms/rules/format';
import { bonusOf, type DepositBonus } from '@forms/schemas/deposit';
import { Panel } from '@/kit/Panel';

export interface BonusPreviewProps {
  readonly bonus: DepositBonus | null;
  /** The amount typed (0 when none or not a number). */
  readonly amount: number;
  readonly taken: boolean;
}

export function BonusPreview({ bonus, amount, taken }: BonusPreviewProps) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const won = taken ? bonusOf(amount, bonus) : 0;
  const headline = bonus ? t(`deposit.bonus.${bonus.kind}`, { rate: bonus.rate }) : t('deposit.bonus.none');
  return (
    <Panel title={t('deposit.bonus.title')}>
      <Typography variant="body2" color={bonus ? 'primary' : 'text.secondary'} sx={{ mb: 1 }}>
        {headline}
      </Typography>
      <Typography
        component="dl"
        variant="body2"
        aria-live="polite"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('deposit.bonus.amount')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
          {bonus && !taken ? t('deposit.bonus.declined') : formatWon(won, lang)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('deposit.bonus.total')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}>
          {formatWon(amount + won, lang)}
        </Typography>
      </Typography>
    </Panel>
  );
}
