// Mobile /join: the signup form as a page; on success the confirmation, the signup-complete notice,
// then /login.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuthPage } from '../components/AuthPage';
import { SignupAccepted } from '../components/SignupAccepted';
import { SignupCompleteDialog } from '../components/SignupCompleteDialog';
import { SignupForm } from '../components/SignupForm';
import { SwitchLine } from '../components/SwitchLine';

type Step = 'form' | 'accepted' | 'complete';

export function MobileSignupScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('form');
  return (
    <AuthPage title={t('signup.title')}>
      <SignupForm onSignedUp={() => setStep('accepted')} />
      <SwitchLine text={t('signup.haveAccount')}>
        <Button component={RouterLink} to="/login">
          {t('signup.toLogin')}
        </Button>
      </SwitchLine>
      <SignupAccepted open={step === 'accepted'} onClose={() => setStep('complete')} />
      <SignupCompleteDialog open={step === 'complete'} onClose={() => void navigate('/login', { replace: true })} />
    </AuthPage>
  );
}
