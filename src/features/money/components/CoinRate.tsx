// The USDT rate the screen values with: "1 USDT = 1,398.5원", when it was read, and whether a newer
// one is being read or the last refresh failed (the figures then use the last rate, and say so).
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { formatWonRate } from '@forms/rules/format';
import type { CoinPrice } from '../api/coin-price';
import { Panel } from '@/kit/Panel';

export interface CoinRateProps {
  readonly price: CoinPrice;
  /** The last refresh failed (the rate shown is older). */
  readonly stale: boolean;
}

export function CoinRate({ price, stale }: CoinRateProps) {
  const { t, i18n } = useTranslation('coin');
  return (
    <Panel title={t('rate.title')}>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }} data-testid="coin-rate">
        {t('rate.value', { price: formatWonRate(price.price, i18n.language) })}
      </Typography>
      <Typography component="p" variant="body2" color="text.secondary">
        {price.updatedAt ? `${t('rate.updated', { time: formatServerTime(price.updatedAt, i18n.language) })} · ` : ''}
        {t('rate.every')}
      </Typography>
      {stale ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('rate.stale')}
        </Alert>
      ) : null}
    </Panel>
  );
}
