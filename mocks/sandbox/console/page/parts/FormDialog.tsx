// A small dialog around a few fields: Cancel, and a confirming button that can be off until the
// fields are right. `onClose(true)` on the confirming button, `onClose(false)` on Cancel or Escape.
// ConfirmDialog: the same around a sentence, to confirm what cannot be undone.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useText } from '../ui';

export function FormDialog(props: {
  /** The title's element id (the dialog is labelled by it). */
  id: string;
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirm: string;
  confirmColor?: 'primary' | 'error';
  confirmDisabled?: boolean;
  /** Full width up to `xs` (a form); otherwise as wide as its text. */
  wide?: boolean;
  onClose(ok: boolean): void;
}) {
  const t = useText();
  const wide = props.wide ?? true;
  return (
    <Dialog
      open={props.open}
      onClose={() => props.onClose(false)}
      aria-labelledby={props.id}
      {...(wide ? { fullWidth: true, maxWidth: 'xs' as const } : {})}
    >
      <DialogTitle id={props.id}>{props.title}</DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t.cancel}</Button>
        <Button
          color={props.confirmColor ?? 'primary'}
          variant="contained"
          disabled={props.confirmDisabled ?? false}
          onClick={() => props.onClose(true)}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ConfirmDialog(props: { open: boolean; title: string; body: string; onClose(ok: boolean): void }) {
  const t = useText();
  return (
    <FormDialog
      id="confirm-title"
      open={props.open}
      title={props.title}
      confirm={t.confirm}
      confirmColor="error"
      wide={false}
      onClose={props.onClose}
    >
      <DialogContentText>{props.body}</DialogContentText>
    </FormDialog>
  );
}
