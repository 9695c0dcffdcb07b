// The attendance screen's calls: one month of check-ins (read) and today's check-in (an action, sent
// once however often it is tapped). The check-in answers the month as it now is: that answer becomes
// the month's read at once (`answers`: the calendar marks today without asking again); what else it
// changes (the balance, the points, other months) is refreshed as the contract says (x-invalidates).
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contractKey, contractQuery, useContractMutation, type ContractData } from '@/api/contract';
import type { Month } from './calendar';

export const ATTENDANCE = '/api/member/attendance';
export type AttendanceData = ContractData<typeof ATTENDANCE>;

export const useAttendance = (month: Month) => useQuery(contractQuery(ATTENDANCE, { month }, { staleTime: 0 }));

export function useAttendanceCheck(month: Month) {
  const mutation = useContractMutation('/api/member/attendanceCheck', { answers: contractKey(ATTENDANCE, { month }) });
  const { send } = mutation;
  return { ...mutation, send: useCallback(() => send({}), [send]) };
}
