import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { apiMessage } from '@/i18n/api-message';
import type { RowAction } from './description';

/**
 * Asks before a row action is sent (or, when the action refuses the row, says why and sends nothing); the confirm button is disabled while it is on its way (and the
 * caller's mutation sends once however often it is tapped). A failure stays in the dialog, in the
 * member's language (api.<code>), with the action's history link when the answer was lost (the
 * outcome unknown); a success closes it, and so does following that link.
 */
export function ConfirmDialog<R>({ asked, onClose }: { asked: { action: RowAction<R>; row: R } | null; onClose: () => void }) {
  const { t } = useTranslation('resources');
  const { t: tApi } = useTranslation(['common', 'api']);
  const [error, setError] = useState<unknown>(null);
  const titleId = useId();
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!asked) return;
    setError(null);
    asked.action.run(asked.row).then(close, setError);
  };
  const pending = asked?.action.pending ?? false;
  const refused = asked?.action.refuse?.(asked.row) ?? null;
  return (
    <Dialog open={asked !== null} onClose={pending ? undefined : close} aria-labelledby={titleId}>
      {asked && (
        <>
          <DialogTitle id={titleId}>{asked.action.confirm.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{asked.action.confirm.text(asked.row)}</DialogContentText>
            {refused !== null && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {refused}
              </Alert>
            )}
            {error !== null && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {apiMessage(tApi, error)}
                {asked.action.outcomeLink && isApiError(error) && error.outcomeUnknown ? (
                  <Box sx={{ mt: 1 }} onClick={close}>
                    {asked.action.outcomeLink}
                  </Box>
                ) : null}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={pending}>
              {t('confirm.cancel')}
            </Button>
            {refused === null && (
              <Button onClick={confirm} disabled={pending} color="error" variant="outlined">
                {asked.action.confirm.ok}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
