// The login form (desktop dialog and mobile page): the forms' login schema with the captcha. A
// wrong captcha is refused before any request. Each failure shows its own message (login-failure.ts).
// A failure about the credentials (U001, LX02, 'login information is incorrect') draws a new captcha
// and starts the form again with the id kept (password and the old captcha cleared, focus on the
// password); any other failure (maintenance, delays, a server or network fault) keeps everything the
// member typed, so the same login can simply be sent again.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '@/session/session-store';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { loginForm, type LoginOutput } from '@forms/schemas/login';
import { login } from '../api/member-login';
import { useCaptcha } from '../hooks/use-captcha';
import { isCredentialFailure, loginFailureKey, type LoginFailureKey } from '../login-failure';

export interface LoginFormProps {
  /** After the session is signed in. */
  readonly onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'api']);
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<LoginFailureKey | null>(null);
  // Failed attempts: each one starts the form again, with the id the member typed.
  const [attempt, setAttempt] = useState(0);
  const [keptId, setKeptId] = useState('');
  const typedId = useRef('');
  const box = useRef<HTMLDivElement>(null);
  const spec = useMemo(() => loginForm({ captcha: captcha.code }), [captcha.code]);
  const context = useMemo(() => ({ captcha: { code: captcha.code, onRefresh: captcha.refresh } }), [captcha.code, captcha.refresh]);

  useEffect(() => {
    if (attempt > 0) box.current?.querySelector<HTMLInputElement>('input[name="memPass"]')?.focus();
  }, [attempt]);

  const submit = async (values: LoginOutput) => {
    typedId.current = values.memId;
    setFailure(null);
    session.signIn(await login(values));
    onSignedIn();
  };
  const fail = (error: unknown) => {
    const key = loginFailureKey(error);
    setFailure(key);
    if (!isCredentialFailure(key)) return;
    setKeptId(typedId.current);
    setAttempt((n) => n + 1);
    captcha.refresh();
  };

  return (
    // position: the form's visually hidden title is placed inside this box.
    <Stack ref={box} spacing={2} sx={{ position: 'relative' }}>
      {failure ? (
        <Alert severity="error" sx={{ wordBreak: 'keep-all' }}>
          {t(failure, { ns: 'api' })}
        </Alert>
      ) : null}
      <SchemaForm
        key={attempt}
        spec={spec}
        onSubmit={submit}
        onServerError={fail}
        context={context}
        showTitle={false}
        initialValues={attempt > 0 ? { memId: keptId } : undefined}
      />
    </Stack>
  );
}
