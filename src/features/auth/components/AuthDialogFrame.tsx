// The one desktop dialog for login, signup and the signup-complete notice. One dialog, whose content
// switches, so focus goes back to whatever opened it (the header's button) however often the member
// switched between login and signup. When it opens, and on each switch, focus moves to the first
// field of the content shown (the complete notice focuses its button itself).
import Dialog from '@mui/material/Dialog';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authDialogs, type AuthDialog } from '@/session/auth-dialog-store';
import { FORM_NAMESPACES } from '@forms/renderer/translate';
import { focusFirstField } from '../focus-first-field';
import { LoginView } from './LoginView';
import { SignupCompleteView } from './SignupCompleteView';
import { SignupView } from './SignupView';

const VIEWS: Record<AuthDialog, { view: () => ReactNode; width: 'xs' | 'sm' }> = {
  login: { view: () => <LoginView />, width: 'xs' },
  signup: { view: () => <SignupView />, width: 'sm' },
  signupComplete: { view: () => <SignupCompleteView />, width: 'xs' },
};

/** Every namespace the dialogs read: loaded before the dialog first shows (AuthDialogs' fallback), so
 * no view suspends later and hides the open dialog behind the loading backdrop. */
const DIALOG_NAMESPACES = ['auth', ...FORM_NAMESPACES];

export function AuthDialogFrame({ current }: { readonly current: AuthDialog | null }) {
  useTranslation(DIALOG_NAMESPACES as unknown as 'auth');
  // While closing, the last view stays on screen for the transition.
  const last = useRef<AuthDialog>(current ?? 'login');
  if (current) last.current = current;
  const shown = VIEWS[last.current];
  const paper = useRef<HTMLDivElement>(null);
  const stopFocus = useRef<() => void>(() => {});

  const focusContent = useCallback(() => {
    stopFocus.current();
    if (paper.current) stopFocus.current = focusFirstField(paper.current);
  }, []);

  // A switch while open (on open the paper is not mounted yet: onEntered below does it).
  useEffect(() => {
    if (current) focusContent();
  }, [current, focusContent]);
  useEffect(() => () => stopFocus.current(), []);

  return (
    <Dialog
      open={current !== null}
      onClose={() => authDialogs.close()}
      maxWidth={shown.width}
      fullWidth
      scroll="paper"
      slotProps={{ paper: { ref: paper }, transition: { onEntered: focusContent } }}
    >
      {shown.view()}
    </Dialog>
  );
}
