// The route guard (SPEC §2): a page not marked guest-only needs a session; otherwise a real
// window.alert says login is required, in the current language, and the browser goes to the root.
// While a token is being restored it waits; under maintenance a guest goes to /warning instead.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { redirect } from 'react-router-dom';
import { siteCheckQuery } from '../../features/site/api/site-check';
import { maintenanceState } from '../../features/site/maintenance';
import { sessionSettled } from '../lifecycle/session-settled';
import { signedOutRecently } from '../lifecycle/signed-out';

export interface GuardDeps {
  i18n: I18n;
  queryClient: QueryClient;
}

export function requireMember({ i18n, queryClient }: GuardDeps) {
  return async (): Promise<Response | null> => {
    const state = await sessionSettled();
    if (state.status === 'member') return null;
    const check = await queryClient.ensureQueryData(siteCheckQuery()).catch(() => undefined);
    if (maintenanceState(check, Date.now()).active) return redirect('/warning');
    if (!signedOutRecently()) window.alert(i18n.t('api:LOGIN_REQUIRED'));
    return redirect('/');
  };
}
