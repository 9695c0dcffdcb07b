// Mobile /login: the login form as a page; after login the mobile main.
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthPage } from '../components/AuthPage';
import { LoginForm } from '../components/LoginForm';
import { SwitchLine } from '../components/SwitchLine';

export function MobileLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthPage title={t('login.title')}>
      <LoginForm onSignedIn={() => void navigate('/', { replace: true })} />
      <SwitchLine text={t('login.noAccount')}>
        <Button component={RouterLink} to="/join">
          {t('login.toSignup')}
        </Button>
      </SwitchLine>
    </AuthPage>
  );
}
