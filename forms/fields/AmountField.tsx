// Registry entry for money: the text read by the one money reading (forms/rules/money-input.ts), shown
// as typed or thousands-separated in the member's language, refused while typing with the reason
// (never a character dropped); quick-amount buttons add to the amount (10,000 won among them) and a
// clear button empties it. The unit after the amount is won unless the field names its own (points:
// P, USDT); a field with `decimals` (USDT) takes that many decimals.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { AMOUNT_MAX_DIGITS } from '../rules/limits';
import type { FieldProps } from '../renderer/field-props';
import { VARIANTS } from '../renderer/layout';
import { useMessages } from '../renderer/translate';
import { helperText } from './helper-text';
import { useMoneyText } from './use-money-text';
import { refusalMessage } from './money-refusal';
import { QUICK_CONTAINER, quickGrid } from './quick-grid';

export function AmountField({ meta, control, required, variant, messageValues }: FieldProps) {
  const { tm, language } = useMessages();
  const { field, fieldState } = useController({ name: meta.name, control });
  const maxDigits = meta.maxLength ?? AMOUNT_MAX_DIGITS;
  const format = { language, decimals: meta.decimals ?? 0, maxDigits };
  const money = useMoneyText(field.value ?? '', field.onChange, format);
  const typed = money.reading.kind === 'amount' ? money.reading.value : 0;
  const add = (amount: number) => field.onChange(String(typed + amount));
  const refused = money.reading.kind === 'refused' ? refusalMessage(tm, money.reading.reason, format) : undefined;
  const label = tm(meta.label);
  const { size, quickColumns } = VARIANTS[variant];
  return (
    <Stack spacing={1}>
      <TextField
        name={field.name}
        value={money.text}
        onChange={(event) => money.onText(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={label}
        required={required}
        error={fieldState.invalid || refused !== undefined}
        helperText={refused ?? helperText(tm, meta, fieldState.error, messageValues)}
        size={size}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: meta.decimals ? 'decimal' : 'numeric', autoComplete: meta.autoComplete ?? 'off' },
          input: { endAdornment: <InputAdornment position="end">{tm(meta.suffix ?? 'forms.field.amount.unit')}</InputAdornment> },
        }}
      />
      {meta.quickAmounts?.length ? (
        <Box sx={QUICK_CONTAINER}>
          <Box
            role="group"
            aria-label={tm('forms.field.amount.quickGroup', { label })}
            sx={quickGrid(meta.quickAmounts.length + 1, quickColumns)}
          >
            {meta.quickAmounts.map((amount) => (
              <Button key={amount} variant="outlined" size="small" onClick={() => add(amount)}>
                {tm('forms.field.amount.quick', { man: { number: amount / 10_000 }, amount: { number: amount } })}
              </Button>
            ))}
            <Button variant="text" size="small" onClick={() => field.onChange('')}>
              {tm('forms.field.amount.reset')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
