// The login dialog's content: title, form, switch to signup.
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { authDialogs, useLoginReason } from '@/session/auth-dialog-store';
import { DialogHeader } from './DialogHeader';
import { LoginForm } from './LoginForm';
import { LoginReasonNotice } from './LoginReasonNotice';
import { SwitchLine } from './SwitchLine';

export function LoginView() {
  const { t } = useTranslation('auth');
  const reason = useLoginReason();
  return (
    <>
      <DialogHeader title={t('login.title')} onClose={() => authDialogs.close()} />
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <LoginReasonNotice reason={reason} />
          <LoginForm onSignedIn={() => authDialogs.close()} />
          <SwitchLine text={t('login.noAccount')}>
            <Button onClick={() => authDialogs.open('signup')}>{t('login.toSignup')}</Button>
          </SwitchLine>
        </Stack>
      </DialogContent>
    </>
  );
}
