// The confirmation right after a successful signup (docs/rules.md#states), before the signup-complete notice.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function SignupAccepted({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle>{t('accepted.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ wordBreak: 'keep-all' }}>
          {t('accepted.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('accepted.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
