// A form's submitting button (off while its action runs), then the action's outcome.
import Button from '@mui/material/Button';
import { Outcome, type Action } from '../ui';

export function SubmitButton({ label, disabled = false, action }: { label: string; disabled?: boolean; action: Action }) {
  return (
    <>
      <div>
        <Button type="submit" variant="contained" disabled={disabled || action.busy}>
          {label}
        </Button>
      </div>
      <Outcome action={action} />
    </>
  );
}
