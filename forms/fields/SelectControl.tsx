// A native select (good on phones, named by its label) bound to one form value.
import TextField from '@mui/material/TextField';
import type { ControllerFieldState, ControllerRenderProps } from 'react-hook-form';
import type { DynamicOption, FieldMeta, FormValues, MessageValues } from '../meta/types';
import { VARIANTS, type FormVariant } from '../renderer/layout';
import { useMessages } from '../renderer/translate';
import { helperText } from './helper-text';

export interface SelectControlProps {
  readonly meta: FieldMeta;
  readonly field: ControllerRenderProps<FormValues, string>;
  readonly fieldState: ControllerFieldState;
  readonly required: boolean;
  readonly variant: FormVariant;
  readonly messageValues?: MessageValues | undefined;
  /** Readable options (already translated). */
  readonly options: readonly DynamicOption[];
}

export function SelectControl({ meta, field, fieldState, required, variant, options, messageValues }: SelectControlProps) {
  const { tm } = useMessages();
  return (
    <TextField
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={tm(meta.label)}
      required={required}
      error={fieldState.invalid}
      helperText={helperText(tm, meta, fieldState.error, messageValues)}
      size={VARIANTS[variant].size}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{tm('forms.common.choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
