// The one confirmation of the app: "are you sure?" with its words, then the action it guards.
// OK runs the action once (a second tap while it is on its way does nothing, and both buttons are
// off); a success closes the dialog (onDone first, with the answer); a failure stays in the dialog
// in the member's language (api.<code>), with a link to where the outcome shows when the answer was
// lost (the outcome unknown), and following that link closes it. A refusal (the action cannot be
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
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { apiMessage } from '@/i18n/api-message';

export interface ConfirmDialogProps<T> {
  readonly open: boolean;
  readonly title: ReactNode;
  /** What will happen, in a sentence or two. */
  readonly text: ReactNode;
  /** The OK button's words (the action's verb). */
  readonly ok: string;
  /** The cancel button's words ("Cancel" by default). */
  readonly cancel?: string;
  /** Sends the action; the dialog shows it pending until it settles. */
  readonly run: () => Promise<T>;
  /** After a success, before the dialog closes. */
  readonly onDone?: (answer: T) => void;
  readonly onClose: () => void;
  /** Why this cannot be done (said before anything is sent), or null: no OK button then. */
  readonly refused?: ReactNode;
  /** Where the member sees whether it went through, shown when the answer was lost. */
  readonly outcomeLink?: ReactNode;
  /** Removes or undoes something (a red OK, the default) or a plain step. */
  readonly tone?: 'destructive' | 'plain';
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
  refused = null,
  outcomeLink,
  tone = 'destructive',
}: ConfirmDialogProps<T>) {
  const { t } = useTranslation('resources');
  const { t: tApi } = useTranslation(['common', 'api']);
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
  const lost = outcomeLink !== undefined && isApiError(error) && error.outcomeUnknown;
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
            {apiMessage(tApi, error)}
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
          {cancel ?? t('confirm.cancel')}
        </Button>
        {refused === null && (
          <Button
            onClick={confirm}
            disabled={pending}
            {...(tone === 'destructive' ? { color: 'error', variant: 'outlined' } : { variant: 'contained' })}
          >
            {ok}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
