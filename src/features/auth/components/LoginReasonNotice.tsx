// Why the login is asked for (docs/rules.md#roles: a guest who opens a game is told to sign in first), above the
// login form in the desktop dialog and on the phone's login page.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { LoginReason } from '@/session/auth-dialog-store';

export function LoginReasonNotice({ reason }: { reason: LoginReason | null }) {
  const { t } = useTranslation('auth');
  if (reason === null) return null;
  return (
    <Alert severity="info" role="status">
      {t(`login.reasons.${reason}`)}
    </Alert>
  );
}

/** The reason a navigation to the phone's login page carries (`state.reason`), if any. */
export const reasonOf = (state: unknown): LoginReason | null =>
  typeof state === 'object' && state !== null && (state as { reason?: unknown }).reason === 'game' ? 'game' : null;
