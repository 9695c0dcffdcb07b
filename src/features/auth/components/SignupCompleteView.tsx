// The signup-complete notice's content (desktop): awaiting approval, then on to the login dialog.
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { authDialogs } from '@/session/auth-dialog-store';
import { DialogHeader } from './DialogHeader';
import { SignupCompleteText } from './SignupCompleteText';

export function SignupCompleteView() {
  const { t } = useTranslation('auth');
  return (
    <>
      <DialogHeader title={t('complete.title')} onClose={() => authDialogs.open('login')} />
      <DialogContent>
        <SignupCompleteText />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => authDialogs.open('login')} autoFocus>
          {t('complete.toLogin')}
        </Button>
      </DialogActions>
    </>
  );
}
