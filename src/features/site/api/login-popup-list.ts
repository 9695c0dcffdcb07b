import { contractQuery } from '@/api/contract';

/** Popups shown after login (member only). Removed from the cache on logout. */
export const loginPopupListQuery = () => contractQuery('/api/main/popupList', {}, { staleTime: Infinity });
