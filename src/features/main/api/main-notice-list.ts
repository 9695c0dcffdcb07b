import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

export const mainNoticesQuery = () => contractQuery('/api/main/nt/list', {});

export const useMainNotices = () => useQuery(mainNoticesQuery());
