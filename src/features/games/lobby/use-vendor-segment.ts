import { useLocation } from 'react-router-dom';

/** The route's last segment (/livecasino/<vendor>, /slotgame/<vendor>), the vendor's route name. */
export function useVendorSegment(): string {
  const { pathname } = useLocation();
  return pathname.split('/').filter(Boolean).pop() ?? '';
}
