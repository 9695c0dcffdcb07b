// The route guard (docs/rules.md#routes): a page not marked guest-only needs a session; otherwise a real
// window.alert says login is required, in the current language, and the browser goes to the root.
// While a token is being restored it waits; under maintenance a guest goes to /warning instead.
// A member signed out a moment ago (on a member page) is sent where the sign-out sends them
// (INSPECT → /warning, else main), without the alert: the guard renders the guest before the
// router commits the sign-out's navigation, and must not overrule it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { useMaintenance } from '@/features/site/use-maintenance';
import { useSession } from '@/session/use-session';
import { recentSignOut } from '../lifecycle/signed-out';
import { ContentLoading } from '../pages/ContentLoading';
import { useSiteCheck } from '@/api/reads';

export function RequireMember() {
  const status = useSession((s) => s.status);
  if (status === 'member') return <Outlet />;
  if (status === 'restoring') return <ContentLoading />;
  return <TurnGuestAway />;
}

function TurnGuestAway() {
  const { t } = useTranslation('api');
  const navigate = useNavigate();
  const check = useSiteCheck();
  const { active } = useMaintenance(check.data);
  const done = useRef(false);
  const settled = !check.isPending;
  useEffect(() => {
    if (!settled || active || done.current) return;
    done.current = true;
    const signedOut = recentSignOut();
    if (signedOut) {
      void navigate(signedOut.to, signedOut.options);
      return;
    }
    window.alert(t('LOGIN_REQUIRED'));
    void navigate('/', { replace: true });
  }, [settled, active, t, navigate]);
  if (settled && active) return <Navigate to="/warning" replace />;
  return null;
}
