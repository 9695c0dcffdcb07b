// Mobile /login: the login form as a page (saying why when a game sent the guest here); after login the mobile main.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { AuthPage } from '../components/AuthPage';
import { LoginForm } from '../components/LoginForm';
import { LoginReasonNotice, reasonOf } from '../components/LoginReasonNotice';
import { SwitchLine } from '../components/SwitchLine';

export function MobileLoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reason = reasonOf(useLocation().state);
  return (
    <AuthPage title={t('login.title')}>
      <LoginReasonNotice reason={reason} />
      <LoginForm onSignedIn={() => void navigate('/', { replace: true })} />
      <SwitchLine text={t('login.noAccount')}>
        <Button component={RouterLink} to="/join">
          {t('login.toSignup')}
        </Button>
      </SwitchLine>
    </AuthPage>
  );
}
