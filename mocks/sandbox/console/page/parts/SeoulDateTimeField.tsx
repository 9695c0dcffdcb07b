// A date-time field read as Seoul time to the minute (format.ts turns its value into an instant).
import TextField from '@mui/material/TextField';

export function SeoulDateTimeField(props: { label: string; value: string; onChange(value: string): void }) {
  return (
    <TextField
      size="small"
      type="datetime-local"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
