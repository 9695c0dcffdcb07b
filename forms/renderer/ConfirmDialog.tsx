// The one confirmation of the app: "are you sure?" with its words, then the action it guards: a
// form's submit (SchemaForm, when its spec asks), a screen's action (src/kit, src/features) and a
// list's row action (src/kit/paged-list). It lives here, at the bottom, so that all of them can
// import it; its words come from the caller (forms/ imports nothing of src/).
// OK runs the action once (a second tap while it is on its way does nothing, and both buttons are
// off); a success closes the dialog (onDone first, with the answer); a failure stays in the dialog
// in the caller's words for it (failureText), with a link to where the outcome shows when the answer
// was lost (the outcome unknown), and following that link closes it. A refusal (the action cannot be
// done for this item) shows its reason instead of an OK button. Closing gives the focus back to what
// opened the dialog (MUI's focus trap).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState, type ReactNode } from 'react';
import { isOutcomeUnknown } from './server-errors';

export interface ConfirmDialogProps<T> {
  readonly open: boolean;
  readonly title: ReactNode;
  /** What will happen, in a sentence or two. */
  readonly text: ReactNode;
  /** The OK button's words (the action's verb). */
  readonly ok: string;
  /** The cancel button's words. */
  readonly cancel: string;
  /** Sends the action; the dialog shows it pending until it settles. */
  readonly run: () => Promise<T>;
  /** After a success, before the dialog closes. */
  readonly onDone?: (answer: T) => void;
  readonly onClose: () => void;
  /** A failure of `run` in the member's words (the app's: useApiMessage, src/i18n/use-api-message.ts). */
  readonly failureText: (error: unknown) => ReactNode;
  /** Why this cannot be done (said before anything is sent), or null: no OK button then. */
  readonly refused?: ReactNode;
  /** Where the member sees whether it went through, shown when the answer was lost. */
  readonly outcomeLink?: ReactNode;
  /** Removes or undoes something (a red OK, the default) or a plain step. */
  readonly tone?: 'destructive' | 'plain';
  /** OK has the focus when the dialog opens (a form's confirmation: Enter confirms). */
  readonly okFocus?: boolean;
}

export function ConfirmDialog<T>({
  open,
  title,
  text,
  ok,
  cancel,
  run,
  onDone,
  onClose,
  failureText,
  refused = null,
  outcomeLink,
  tone = 'destructive',
  okFocus = false,
}: ConfirmDialogProps<T>) {
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  // set at once on the first tap, before React renders the disabled button
  const sending = useRef(false);
  const titleId = useId();
  const textId = useId();
  const close = () => {
    if (sending.current) return;
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setError(null);
    run().then(
      (answer) => {
        sending.current = false;
        setPending(false);
        onDone?.(answer);
        onClose();
      },
      (failure: unknown) => {
        sending.current = false;
        setPending(false);
        setError(failure);
      },
    );
  };
  const lost = outcomeLink !== undefined && isOutcomeUnknown(error);
  return (
    <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {text}
        </DialogContentText>
        {refused !== null && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refused}
          </Alert>
        )}
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {failureText(error)}
            {lost ? (
              <Box sx={{ mt: 1 }} onClick={close}>
                {outcomeLink}
              </Box>
            ) : null}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {cancel}
        </Button>
        {refused === null && (
          <Button
            onClick={confirm}
            disabled={pending}
            autoFocus={okFocus}
            {...(tone === 'destructive' ? { color: 'error', variant: 'outlined' } : { variant: 'contained' })}
          >
            {ok}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
