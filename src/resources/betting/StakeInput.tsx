// The stake of a slip: digits only, quick amounts (10,000 won first) added to what is typed, "max"
// (the lesser of the level's maximum and the cash held) and clear; the problem is said under it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { addQuickAmount, STAKE_QUICK_AMOUNTS } from '@forms/schemas/bet';
import { digitsValue } from '@forms/rules/amount';
import { formatNumber } from '@/lib/format';

export interface StakeInputProps {
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
  const typed = digitsValue(value);
  return (
    <Stack spacing={1}>
      <TextField
        label={t('stake')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
        disabled={disabled}
        error={error !== null}
        helperText={error ?? ' '}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
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
        <Button size="small" disabled={disabled} onClick={() => onChange('')}>
          {t('clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
