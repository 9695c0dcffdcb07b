// The member's win / lose per day over a date range (/api/member/winlose): one read, paged on the
// page.
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

export const useWinLose = (startDate: string, endDate: string) => useQuery(contractQuery('/api/member/winlose', { startDate, endDate }));
