import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMaintenance } from '@/features/site/use-maintenance';
import { useSiteCheck } from '@/api/reads';

/** docs/rules.md#states: while now lies inside the site check's window, every page goes to /warning (which brings the member back). */
export function MaintenanceGate() {
  const check = useSiteCheck();
  const { active } = useMaintenance(check.data);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (active && pathname !== '/warning') void navigate('/warning', { replace: true, state: { from: `${pathname}${search}` } });
  }, [active, pathname, search, navigate]);
  return null;
}
