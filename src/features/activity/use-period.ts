// The statement's period in the address (?from=2026-06&to=2026-11): a reload or a shared link shows
// the same months; anything else there reads as the last six months.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Period } from './api/member-activity';
import { periodOf } from './months';

export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo(() => periodOf(from, to), [from, to]);
  const setPeriod = useCallback((next: Period) => setParams({ from: next.from, to: next.to }, { replace: true }), [setParams]);
  return { period, setPeriod };
}
