// The signup-complete notice as a dialog of its own (mobile), then the caller goes to login.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { SignupCompleteText } from './SignupCompleteText';

export function SignupCompleteDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('complete.title')}</DialogTitle>
      <DialogContent>
        <SignupCompleteText />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('complete.toLogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
