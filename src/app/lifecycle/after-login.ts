// docs/rules.md#calls, after login: user data, common codes, category codes. The login answer carries the
// member (user data) and the session runtime keeps it fresh; here the codes are fetched again and
// the login popups (/api/main/popupList) are loaded. A restored session (reload) is not a login.
import type { QueryClient } from '@tanstack/react-query';
import { loginPopupListQuery } from '@/features/site/api/login-popup-list';
import { session } from '@/session/session-store';
import { categoryCodesQuery, gameCodesQuery } from '@/api/reads';

export function bindAfterLogin(queryClient: QueryClient): () => void {
  let previous = session.get().status;
  return session.subscribe(() => {
    const status = session.get().status;
    if (previous === 'guest' && status === 'member') {
      void queryClient.prefetchQuery({ ...gameCodesQuery(), staleTime: 0 });
      void queryClient.prefetchQuery({ ...categoryCodesQuery(), staleTime: 0 });
      void queryClient.prefetchQuery({ ...loginPopupListQuery(), staleTime: 0 });
    }
    previous = status;
  });
}
