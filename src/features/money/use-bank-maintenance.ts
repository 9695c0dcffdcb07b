// Whether now is inside the daily bank maintenance (withdrawals refused), looked at again every few
// seconds so the screen follows the window starting or ending while it is open.
import { useEffect, useState } from 'react';
import { isWithin, type TimeWindow } from '@forms/rules/maintenance';

const RECHECK_MS = 10_000;

export function useBankMaintenance(window: TimeWindow | null): boolean {
  const start = window?.start;
  const end = window?.end;
  const timeZone = window?.timeZone;
  const check = () => (start && end && timeZone ? isWithin(new Date(), { start, end, timeZone }) : false);
  const [within, setWithin] = useState(check);
  useEffect(() => {
    const look = () => setWithin(start && end && timeZone ? isWithin(new Date(), { start, end, timeZone }) : false);
    look();
    const timer = setInterval(look, RECHECK_MS);
    return () => clearInterval(timer);
  }, [start, end, timeZone]);
  return within;
}
