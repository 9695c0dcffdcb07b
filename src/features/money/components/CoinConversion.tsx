// The request in both currencies as the member types: USDT and won, at the rate shown. Read out
// politely when it changes, so a screen-reader user hears the other currency too.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUsdt, formatWon } from '@forms/rules/format';
import { Panel } from '@/kit/Panel';

export interface CoinConversionProps {
  readonly title: string;
  readonly coin: number;
  readonly won: number;
  /** Which side the member types (shown first). */
  readonly typed: 'coin' | 'won';
  /** The text typed is not an amount: say so instead of a conversion of zero. */
  readonly refused?: boolean;
}

export function CoinConversion({ title, coin, won, typed, refused = false }: CoinConversionProps) {
  const { t, i18n } = useTranslation('coin');
  const usdt = formatUsdt(coin, i18n.language);
  const krw = formatWon(won, i18n.language);
  const [first, second] = typed === 'coin' ? [usdt, krw] : [krw, usdt];
  return (
    <Panel title={title}>
      <Typography component="p" variant="body1" aria-live="polite" data-testid="coin-conversion">
        {refused ? t('conversion.refused') : t('conversion.value', { first, second })}
      </Typography>
    </Panel>
  );
}
