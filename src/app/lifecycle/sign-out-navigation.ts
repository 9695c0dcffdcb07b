// The session never navigates: the app listens once and decides where to go and what to say
// (SPEC §4): logout, push LOGOUT, failed refresh → main; TK999 → alert then main; INSPECT →
// /warning; member-info failure → root. Login popups and member-only caches go with the member.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { session, type SignOutReason } from '../../session/session-store';
import { loginPopupListQuery } from '../../features/site/api/login-popup-list';
import { markSignedOut } from './signed-out';

export interface Navigator {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => Promise<void> | void;
}

export function destinationAfterSignOut(reason: SignOutReason): string {
  return reason === 'inspect' ? '/warning' : '/';
}

export function bindSignOutNavigation(router: Navigator, i18n: I18n, queryClient: QueryClient): () => void {
  return session.onSignedOut((reason) => {
    markSignedOut();
    queryClient.removeQueries({ queryKey: loginPopupListQuery().queryKey });
    if (reason === 'duplicate') window.alert(i18n.t('api:TK999'));
    void router.navigate(destinationAfterSignOut(reason), { replace: true, state: reason === 'inspect' ? { reason } : null });
  });
}
