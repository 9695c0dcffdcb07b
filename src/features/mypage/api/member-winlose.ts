// The member's win / lose per day over a date range (/api/member/winlose): one read of every day of
// the period (in the address), paged on the page.
import { useContractRows } from '@/kit/paged-list/use-contract-rows';

export const useWinLose = () => useContractRows('/api/member/winlose', { body: (q) => ({ startDate: q.range.from, endDate: q.range.to }) });
