// The phone's /partner pages: the partner home, and the seven partner lists the desktop has under
// /partner/... (the mobile route list (docs/rules.md#routes) has /partner only; a partner on a phone reaches the lists from
// it). A member who is not a partner is told and sent to the main page, as on the desktop.
import { Outlet, useLocation } from 'react-router-dom';
import { useTurnNonPartnerAway } from '@/components/use-turn-away';
import { useSession } from '@/session/use-session';
import { PartnerOnlyNotice } from '../chrome/PartnerOnlyNotice';

export function MobilePartnerPages() {
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  // the home frames itself (PartnerScreen); the lists get the room the desktop's partner layout gives
  const list = useLocation().pathname !== '/partner';
  if (!isPartner) return <TurnAway />;
  return list ? (
    <div style={{ padding: 16, minWidth: 0 }}>
      <Outlet />
    </div>
  ) : (
    <Outlet />
  );
}

function TurnAway() {
  useTurnNonPartnerAway(false);
  return <PartnerOnlyNotice />;
}
