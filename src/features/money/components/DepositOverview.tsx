// What a member reads before typing: held money and the deposit rules (minimum, per-request maximum,
// unit, re-request interval).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatWon } from '@/lib/format';
import { useMoney } from '@/session/balance';
import type { DepositInfo } from '../api/deposit';

export function DepositOverview({ info }: { info: DepositInfo }) {
  const { t, i18n } = useTranslation('money');
  const money = useMoney();
  const id = useId();
  const lang = i18n.language;
  const rows = [
    [t('deposit.rules.min'), formatWon(info.minAmount, lang)],
    [t('deposit.rules.max'), formatWon(info.maxAmount, lang)],
    [t('deposit.rules.unit'), formatWon(info.amountUnit, lang)],
    [t('deposit.rules.retry'), t('deposit.rules.minutes', { count: info.retryMinutes, minutes: formatNumber(info.retryMinutes, lang) })],
  ] as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('deposit.held')}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 2 }} data-testid="held-money">
        {money ? formatWon(money.cash, lang) : '-'}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('deposit.rules.title')}
      </Typography>
      <Typography
        component="dl"
        variant="body2"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
      >
        {rows.map(([term, value]) => (
          <Row key={term} term={term} value={value} />
        ))}
      </Typography>
    </Paper>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
        {value}
      </Typography>
    </>
  );
}
