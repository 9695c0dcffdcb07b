// One month of the member's check-ins (/api/member/attendance), read afresh.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';
import type { Month } from '../attendance/calendar';

export const ATTENDANCE = '/api/member/attendance';
export type AttendanceData = ContractData<typeof ATTENDANCE>;

export const useAttendance = (month: Month) => useQuery(contractQuery(ATTENDANCE, { month }, { staleTime: 0 }));
