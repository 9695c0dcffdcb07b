import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

/** Popups shown to everyone on arrival. */
export const popupListQuery = () => contractQuery('/api/etc/popupList', {}, { staleTime: 10 * 60_000 });

export const usePopupList = () => useQuery(popupListQuery());
