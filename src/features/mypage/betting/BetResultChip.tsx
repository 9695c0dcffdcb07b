import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { betResultOf as resultOf } from '@/lib/bet-state';

const colors = { PASS: 'success', FAIL: 'error', TIE: 'info', WAIT: 'warning', BET: 'primary', CANCEL: 'default' } as const;

/** A bet's (or a folder's) state as its result label. */
export function BetResultChip({ type }: { type: string }) {
  const { t } = useTranslation('betting');
  const result = resultOf(type);
  const color = colors[result];
  // the lighter shade keeps the label readable on a card as well as on the page
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(`result.${result}`)}
      sx={color === 'default' ? undefined : { color: `${color}.light` }}
    />
  );
}
