// The stake of a slip: read by the one money reading (never a character dropped; a decimal or an
// exponent refused with its reason while typing), shown thousands-separated like every money field;
// quick amounts (10,000 won first) added to what is typed, "max" (the lesser of the level's maximum
// and the cash held) in full rows, and clear beside the stake; the problem is said under it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { addQuickAmount, STAKE_QUICK_AMOUNTS } from '@forms/schemas/bet';
import { refusalMessage } from '@forms/fields/money-refusal';
import { QUICK_CONTAINER, quickGrid } from '@forms/fields/quick-grid';
import { useMoneyText } from '@forms/fields/use-money-text';
import { useMessages } from '@forms/renderer/translate';
import { formatNumber } from '@forms/rules/format';

export interface StakeInputProps {
  /** The stake as the slip holds it: plain digits once read, the text as typed while refused. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The most the member may stake now. */
  readonly max: number;
  /** The problem's words, or null. */
  readonly error: string | null;
  readonly disabled?: boolean;
}

export function StakeInput({ value, onChange, max, error, disabled = false }: StakeInputProps) {
  const { t, i18n } = useTranslation('slip');
  const { tm } = useMessages();
  const format = { language: i18n.language };
  const money = useMoneyText(value, onChange, format);
  const typed = money.reading.kind === 'amount' ? money.reading.value : 0;
  const shownError = money.reading.kind === 'refused' ? refusalMessage(tm, money.reading.reason, format) : error;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('stake')}
          value={money.text}
          onChange={(e) => money.onText(e.target.value)}
          disabled={disabled}
          error={shownError !== null}
          helperText={shownError ?? ' '}
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Button size="small" disabled={disabled} onClick={() => onChange('')} sx={{ mt: 0.5, flexShrink: 0 }}>
          {t('clear')}
        </Button>
      </Stack>
      <Box sx={QUICK_CONTAINER}>
        <Box role="group" aria-label={t('quickGroup')} sx={quickGrid(STAKE_QUICK_AMOUNTS.length + 1, STAKE_QUICK_AMOUNTS.length + 1)}>
          {STAKE_QUICK_AMOUNTS.map((amount) => (
            <Button
              key={amount}
              size="small"
              variant="outlined"
              disabled={disabled}
              aria-label={t('quickName', { amount: formatNumber(amount, i18n.language) })}
              onClick={() => onChange(String(addQuickAmount(typed, amount, max)))}
            >
              {t('quick', { amount: formatNumber(amount, i18n.language) })}
            </Button>
          ))}
          <Button size="small" variant="outlined" disabled={disabled || max <= 0} onClick={() => onChange(String(max))}>
            {t('max')}
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}
