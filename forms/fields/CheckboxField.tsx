// Registry entry for a box the member must tick (age and terms at signup): named by its label; its
// value is 'Y' when ticked, '' when not (the schema refuses '' with the field's own message). A box
// that agrees to a text (the terms) gets a button under it that opens that text (context.details).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { FieldProps } from '../renderer/field-props';
import { VARIANTS } from '../renderer/layout';
import { useMessages } from '../renderer/translate';
import { helperText } from './helper-text';

export function CheckboxField({ meta, control, required, variant, messageValues, context }: FieldProps) {
  const { tm } = useMessages();
  const id = useId();
  const { field, fieldState } = useController({ name: meta.name, control });
  const help = helperText(tm, meta, fieldState.error, messageValues);
  const details = context.details?.[meta.name];
  return (
    <FormControl error={fieldState.invalid} required={required}>
      <FormControlLabel
        label={tm(meta.label)}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === 'Y'}
            onChange={(event) => field.onChange(event.target.checked ? 'Y' : '')}
            onBlur={field.onBlur}
            size={VARIANTS[variant].size}
            slotProps={{
              input: {
                ref: field.ref,
                required,
                'aria-invalid': fieldState.invalid,
                ...(help ? { 'aria-describedby': `${id}-help` } : {}),
              },
            }}
          />
        }
      />
      {details ? (
        <Button variant="text" size="small" onClick={details.onOpen} sx={{ alignSelf: 'flex-start', ml: 3.5, mt: -0.5, textDecoration: 'underline' }}>
          {details.label}
        </Button>
      ) : null}
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
