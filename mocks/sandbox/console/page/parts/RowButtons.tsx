// A row's action buttons: small, each named for the row it acts on (`Approve #8`), all off while an
// action runs.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export interface RowAction {
  label: string;
  onClick(): void;
  color?: 'primary' | 'warning' | 'error';
  disabled?: boolean;
}

/** One button; its accessible name is `label` then `of` (the row's id). */
export function RowButton({ action, of, busy }: { action: RowAction; of: string; busy: boolean }) {
  return (
    <Button
      size="small"
      color={action.color ?? 'primary'}
      aria-label={`${action.label} ${of}`}
      disabled={busy || (action.disabled ?? false)}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}

/** Several, side by side and narrow. */
export function RowButtons({ actions, of, busy }: { actions: RowAction[]; of: string; busy: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ '& button': { minWidth: 0 } }}>
      {actions.map((a) => (
        <RowButton key={a.label} action={a} of={of} busy={busy} />
      ))}
    </Stack>
  );
}
