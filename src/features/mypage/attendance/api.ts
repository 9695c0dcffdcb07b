// The attendance screen's calls: one month of check-ins (read) and today's check-in (an action, sent
// once however often it is tapped). The check-in answers the month as it now is: that answer becomes
// the month's read at once (the calendar marks today without asking again); what else it changes
// (the balance, for the points it gave) is refreshed as the contract says (x-invalidates).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contractKey, contractQuery, useContractMutation, type ContractData } from '@/api/contract';
import type { Month } from './calendar';

export const ATTENDANCE = '/api/member/attendance';
export type AttendanceData = ContractData<typeof ATTENDANCE>;

export const useAttendance = (month: Month) => useQuery(contractQuery(ATTENDANCE, { month }, { staleTime: 0 }));

export function useAttendanceCheck(month: Month) {
  const queryClient = useQueryClient();
  const mutation = useContractMutation('/api/member/attendanceCheck');
  return {
    ...mutation,
    send: async () => {
      const answer = await mutation.send({});
      queryClient.setQueryData(contractKey(ATTENDANCE, { month }), answer);
      return answer;
    },
  };
}
