import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

/** Banners, including the first-charge bonus banner (position firstCharge). */
export const bannersQuery = () => contractQuery('/api/etc/banner', {}, { staleTime: 10 * 60_000 });

export const useBanners = () => useQuery(bannersQuery());
