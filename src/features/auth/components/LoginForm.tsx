// The login form (desktop dialog and mobile page): the forms' login schema with the captcha. A
// wrong captcha is refused before any request. Each failure shows its own message (login-failure.ts).
// A failure about the credentials (U001, LX02, 'login information is incorrect') draws a new captcha
// and starts the form again with the id kept (password and the old captcha cleared, focus on the
// password); any other failure (maintenance, delays, a server or network fault) keeps everything the
// member typed, so the same login can simply be sent again. A member with two-step verification on
// is asked for the code (LX10): the code field joins the form, everything typed kept; a wrong code
// (LX11) shows under it. A time-out or self-exclusion (RG01, RG02) and a lockout after too many
// failed attempts (LX12, docs/rules.md#login-throttling) say until when. A code with a retry wait
// (c104, NT99, TE99, ABZ01: src/api/retry-wait.ts) holds the submit that long, counted down on it.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { useRetryWait } from '@/domain/betting/use-retry-wait';
import { formatNumber } from '@forms/rules/format';
import { apiMessageValues } from '@/i18n/api-message';
import { session } from '@/session/session-store';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { loginForm, type LoginOutput } from '@forms/schemas/login';
import { login } from '../api/member-login';
import { useCaptcha } from '../hooks/use-captcha';
import { isCredentialFailure, loginFailureKey, type LoginFailureKey } from '../login-failure';
import { retryWaitOf } from '@/api/retry-wait';

export interface LoginFormProps {
  /** After the session is signed in. */
  readonly onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t, i18n } = useTranslation(['auth', 'api']);
  const captcha = useCaptcha();
  const wait = useRetryWait();
  const [failure, setFailure] = useState<{ key: LoginFailureKey; values: Record<string, unknown> } | null>(null);
  const [otp, setOtp] = useState(false);
  // Failed attempts: each one starts the form again, with the id the member typed.
  const [attempt, setAttempt] = useState(0);
  const [keptId, setKeptId] = useState('');
  const typedId = useRef('');
  const box = useRef<HTMLDivElement>(null);
  const spec = useMemo(() => loginForm({ captcha: captcha.code, otp }), [captcha.code, otp]);
  const context = useMemo(() => ({ captcha: { code: captcha.code, onRefresh: captcha.refresh } }), [captcha.code, captcha.refresh]);

  useEffect(() => {
    if (attempt > 0) box.current?.querySelector<HTMLInputElement>('input[name="memPass"]')?.focus();
  }, [attempt]);
  // the code field, once the server asked for it
  useEffect(() => {
    if (otp) box.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
  }, [otp]);

  const submit = async (values: LoginOutput) => {
    typedId.current = values.memId;
    setFailure(null);
    session.signIn(await login(values));
    onSignedIn();
  };
  const fail = (error: unknown) => {
    const key = loginFailureKey(error);
    wait.start(retryWaitOf(error));
    setFailure({ key, values: isApiError(error) ? apiMessageValues(error) : {} });
    if (key === 'LX10') {
      setOtp(true);
      return;
    }
    if (!isCredentialFailure(key)) return;
    setKeptId(typedId.current);
    setAttempt((n) => n + 1);
    captcha.refresh();
  };

  return (
    // position: the form's visually hidden title is placed inside this box.
    <Stack ref={box} spacing={2} sx={{ position: 'relative' }}>
      {failure ? (
        <Alert severity={failure.key === 'LX10' ? 'info' : 'error'} sx={{ wordBreak: 'keep-all' }}>
          {t(failure.key, { ns: 'api', ...failure.values })}
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
        submitWait={wait.waiting ? t('login.retryWait', { seconds: formatNumber(wait.remaining, i18n.language) }) : undefined}
      />
    </Stack>
  );
}
