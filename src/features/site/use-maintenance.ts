import { useEffect, useState } from 'react';
import { maintenanceState, type MaintenanceState, type SiteCheckInfo } from './maintenance';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** The maintenance state now, re-evaluated when the window starts or ends (not only when data changes). */
export function useMaintenance(info: SiteCheckInfo | undefined): MaintenanceState {
  const [now, setNow] = useState(() => Date.now());
  const state = maintenanceState(info, now);
  useEffect(() => {
    setNow(Date.now());
  }, [info]);
  useEffect(() => {
    if (state.changesAt === null) return;
    const wait = state.changesAt - Date.now();
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [state.changesAt]);
  return state;
}
