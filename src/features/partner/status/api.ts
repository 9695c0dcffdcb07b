// The partner status screen's read: today's figures (Seoul), per category and in total.
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';
import { seoulToday } from '@/resources/paged-list';

export const STATS = '/api/partner/stats';

export const useStats = (enabled: boolean) => {
  const today = seoulToday();
  return useQuery({ ...contractQuery(STATS, { startDate: today, endDate: today }), enabled });
};
