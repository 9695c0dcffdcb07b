// One MUI text input bound to one form value: label, help or error, input hints from the metadata.
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import type { ControllerFieldState, ControllerRenderProps } from 'react-hook-form';
import type { FieldMeta, FormValues, MessageValues } from '../meta/types';
import { keepAllowed } from '../renderer/input-filter';
import { VARIANTS, type FormVariant } from '../renderer/layout';
import { useMessages } from '../renderer/translate';
import { helperText } from './helper-text';

export interface TextControlProps {
  readonly meta: FieldMeta;
  readonly field: ControllerRenderProps<FormValues, string>;
  readonly fieldState: ControllerFieldState;
  readonly required: boolean;
  readonly variant: FormVariant;
  readonly messageValues?: MessageValues | undefined;
}

export function TextControl({ meta, field, fieldState, required, variant, messageValues }: TextControlProps) {
  const { tm } = useMessages();
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(keepAllowed(event.target.value, meta));
  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={tm(meta.label)}
      required={required}
      error={fieldState.invalid}
      helperText={helperText(tm, meta, fieldState.error, messageValues)}
      placeholder={meta.placeholder ? tm(meta.placeholder) : undefined}
      type={meta.kind === 'password' ? 'password' : 'text'}
      multiline={meta.kind === 'textarea'}
      minRows={meta.kind === 'textarea' ? meta.rows : undefined}
      size={VARIANTS[variant].size}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: meta.maxLength, inputMode: meta.inputMode, autoComplete: meta.autoComplete },
        input: meta.suffix ? { endAdornment: <InputAdornment position="end">{tm(meta.suffix)}</InputAdornment> } : {},
      }}
    />
  );
}
