// The stake of a slip: read by the one money reading (never a character dropped; a decimal or an
// exponent refused with its reason while typing), shown thousands-separated like every money field;
// quick amounts (10,000 won first) added to what is typed, "max" (the lesser of the level's maximum
// and the cash held) and clear; the problem is said under it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { addQuickAmount, STAKE_QUICK_AMOUNTS } from '@forms/schemas/bet';
import { refusalMessage } from '@forms/fields/money-refusal';
import { useMoneyText } from '@forms/fields/use-money-text';
import { useMessages } from '@forms/renderer/translate';
import { formatNumber } from '@/lib/format';

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
      <TextField
        label={t('stake')}
        value={money.text}
        onChange={(e) => money.onText(e.target.value)}
        disabled={disabled}
        error={shownError !== null}
        helperText={shownError ?? ' '}
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
