// One price of a market: its pick and odds, pressed when it is in the slip, greyed and not pickable
// when the market is held; a price that just moved shows ▲ or ▼ (said in words to a screen reader).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export interface OddsButtonProps {
  /** What the button says to a screen reader: fixture, market and pick. */
  readonly name: string;
  readonly pick: string;
  readonly odds: number;
  readonly selected: boolean;
  readonly suspended: boolean;
  readonly moved: 'up' | 'down' | undefined;
  readonly disabled: boolean;
  readonly onPick: () => void;
}

export const OddsButton = memo(function OddsButton({ name, pick, odds, selected, suspended, moved, disabled, onPick }: OddsButtonProps) {
  const { t } = useTranslation('sportsbook');
  const label = [name, odds.toFixed(2), suspended ? t('price.suspended') : moved ? t(`price.${moved}`) : null].filter(Boolean).join(', ');
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={selected}
      disabled={disabled || suspended}
      onClick={onPick}
      data-moved={moved}
      sx={(theme) => ({
        flex: '1 1 0',
        minWidth: 0,
        minHeight: 44,
        px: 1,
        gap: 1,
        justifyContent: 'space-between',
        borderRadius: 1,
        border: `1px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
        bgcolor: selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : 'text.primary',
        '&.Mui-disabled': { opacity: 0.55, bgcolor: 'action.disabledBackground', color: 'text.secondary' },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
      })}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{pick}</span>
      <strong style={{ whiteSpace: 'nowrap' }}>
        {suspended ? '—' : odds.toFixed(2)}
        {moved && !suspended ? (
          <Box
            component="span"
            aria-hidden="true"
            sx={{ ml: 0.5, color: selected ? 'inherit' : moved === 'up' ? 'success.light' : 'error.light' }}
          >
            {moved === 'up' ? '▲' : '▼'}
          </Box>
        ) : null}
      </strong>
    </ButtonBase>
  );
});
