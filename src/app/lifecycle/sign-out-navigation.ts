// The session never navigates: the app listens once and decides where to go and what to say
// (docs/rules.md#states): logout, push LOGOUT, failed refresh → main (the layout's own main); TK999 and a
// time-out / self-exclusion → main, which says why (the session keeps it: SessionEndNotice); INSPECT → /warning; member-info failure → root. Login popups go with the member.
// The listener is bound at start; the router hands over its navigate once it has rendered (a
// sign-out before that is kept and carried out then).
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { contractPathFilter } from '@/api/contract';
import { session, type SignOutReason } from '@/session/session-store';
import { markSignedOut, type Destination } from './signed-out';

type Go = (to: string, options: NavigateOptions) => void;

let go: Go | null = null;
let pending: Destination | null = null;

export function destinationAfterSignOut(reason: SignOutReason): Destination {
  if (reason === 'inspect') return { to: '/warning', options: { replace: true, state: { reason } } };
  return { to: '/', options: { replace: true } };
}

export function bindSignOutNavigation(i18n: I18n, queryClient: QueryClient): () => void {
  return session.onSignedOut((reason) => {
    const destination = destinationAfterSignOut(reason);
    markSignedOut(destination);
    queryClient.removeQueries(contractPathFilter('/api/main/popupList'));
    if (go) go(destination.to, destination.options);
    else pending = destination;
  });
}

/** Inside the router: lends its navigate to the sign-out listener. */
export function useSignOutNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to, options) => void navigate(to, options);
    if (pending) {
      go(pending.to, pending.options);
      pending = null;
    }
    return () => {
      go = null;
    };
  }, [navigate]);
}
