// The live sports video's address: `liveVideoUrl` of /api/main (the main page's read, the same query
// and cache), null while nothing is broadcast.
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

export const useLiveVideoUrl = () => useQuery({ ...contractQuery('/api/main', {}), select: (data) => data.liveVideoUrl ?? null });
