import { useQuery } from '@tanstack/react-query';
import { loginPopupListQuery } from '@/features/site/api/login-popup-list';
import { useSession } from '@/session/use-session';
import { PopupLayer } from './PopupLayer';

/** The login popups (/api/main/popupList), loaded right after a login (lifecycle/after-login) and gone on logout. */
export function LoginPopups() {
  const member = useSession((s) => s.status === 'member');
  const popups = useQuery({ ...loginPopupListQuery(), enabled: false });
  return member ? <PopupLayer popups={popups.data} /> : null;
}
