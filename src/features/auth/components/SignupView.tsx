// The signup dialog's content: title, form, switch to login; on success the confirmation, then
// the signup-complete notice.
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authDialogs } from '@/session/auth-dialog-store';
import { DialogHeader } from './DialogHeader';
import { SignupAccepted } from './SignupAccepted';
import { SignupForm } from './SignupForm';
import { SwitchLine } from './SwitchLine';

export function SignupView() {
  const { t } = useTranslation('auth');
  const [accepted, setAccepted] = useState(false);
  return (
    <>
      <DialogHeader title={t('signup.title')} onClose={() => authDialogs.close()} />
      <DialogContent dividers>
        <SignupForm onSignedUp={() => setAccepted(true)} />
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center' }}>
        <SwitchLine text={t('signup.haveAccount')}>
          <Button onClick={() => authDialogs.open('login')}>{t('signup.toLogin')}</Button>
        </SwitchLine>
      </DialogActions>
      <SignupAccepted open={accepted} onClose={() => authDialogs.open('signupComplete')} />
    </>
  );
}
