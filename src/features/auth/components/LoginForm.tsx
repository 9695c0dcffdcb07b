// The login form (desktop dialog and mobile page): the forms' login schema with the captcha. A
// wrong captcha is refused before any request. U001 and LX02 show their own messages, any other
// failure "login information is incorrect"; every failure draws a new captcha.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../../session/session-store';
import type { FormVariant } from '../../../../forms/renderer/layout';
import { SchemaForm } from '../../../../forms/renderer/SchemaForm';
import { loginForm, type LoginOutput } from '../../../../forms/schemas/login';
import { login } from '../api/login';
import { useCaptcha } from '../hooks/use-captcha';
import { loginFailureKey, type LoginFailureKey } from '../login-failure';

export interface LoginFormProps {
  readonly variant: FormVariant;
  /** After the session is signed in. */
  readonly onSignedIn: () => void;
}

export function LoginForm({ variant, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'api']);
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<LoginFailureKey | null>(null);
  const spec = useMemo(() => loginForm({ captcha: captcha.code }), [captcha.code]);
  const context = useMemo(() => ({ captcha: { code: captcha.code, onRefresh: captcha.refresh } }), [captcha.code, captcha.refresh]);

  const submit = async (values: LoginOutput) => {
    setFailure(null);
    session.signIn(await login(values));
    onSignedIn();
  };
  const fail = (error: unknown) => {
    setFailure(loginFailureKey(error));
    captcha.refresh();
  };

  return (
    // position: the form's visually hidden title is placed inside this box.
    <Stack spacing={2} sx={{ position: 'relative' }}>
      {failure ? <Alert severity="error">{t(failure)}</Alert> : null}
      <SchemaForm spec={spec} onSubmit={submit} onServerError={fail} context={context} variant={variant} showTitle={false} />
    </Stack>
  );
}
