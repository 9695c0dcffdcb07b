// The confirmation asked before some forms submit (money give / take-back, money move).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ConfirmSpec } from '../meta/types';
import { useMessages } from './translate';

export interface ConfirmDialogProps {
  readonly confirm: ConfirmSpec | undefined;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ConfirmDialog({ confirm, onConfirm, onCancel }: ConfirmDialogProps) {
  const { tm } = useMessages();
  const id = useId();
  return (
    <Dialog open={confirm !== undefined} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{tm('forms.common.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ whiteSpace: 'pre-line' }}>
          {confirm ? tm(confirm.message, confirm.values) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{tm('forms.common.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {tm('forms.common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
