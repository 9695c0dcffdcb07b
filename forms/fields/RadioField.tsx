// Registry entry for a radio group (give / take back, inquiry type), named by its legend.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { FieldProps } from '../renderer/field-props';
import { VARIANTS } from '../renderer/layout';
import { useMessages } from '../renderer/translate';
import { helperText } from './helper-text';

export function RadioField({ meta, control, required, variant, messageValues, context }: FieldProps) {
  const { tm } = useMessages();
  const id = useId();
  const { field, fieldState } = useController({ name: meta.name, control });
  const options = meta.options
    ? meta.options.map((option) => ({ value: option.value, label: tm(option.label) }))
    : (context.options?.[meta.name] ?? []);
  const help = helperText(tm, meta, fieldState.error, messageValues);
  return (
    <FormControl component="fieldset" error={fieldState.invalid} required={required}>
      <FormLabel component="legend" id={`${id}-label`}>
        {tm(meta.label)}
      </FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={help ? `${id}-help` : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={
              <Radio size={VARIANTS[variant].size} onBlur={field.onBlur} slotProps={{ input: index === 0 ? { ref: field.ref } : {} }} />
            }
          />
        ))}
      </RadioGroup>
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
