// Today's check-in (/api/member/attendanceCheck: sent once however often it is tapped). It answers
// the month as it now is: that answer becomes the month's read at once (`answers`: the calendar marks
// today without asking again); what else it changes (the balance, the points, other months) is
// refreshed as the contract says (x-invalidates).
import { useCallback } from 'react';
import { contractKey, useContractMutation } from '@/api/contract';
import type { Month } from '../attendance/calendar';
import { ATTENDANCE } from './attendance';

export function useAttendanceCheck(month: Month) {
  const mutation = useContractMutation('/api/member/attendanceCheck', { answers: contractKey(ATTENDANCE, { month }) });
  const { send } = mutation;
  return { ...mutation, send: useCallback(() => send({}), [send]) };
}
