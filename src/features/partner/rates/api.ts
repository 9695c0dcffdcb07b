// The rates' calls: one member's rates per category (own when memId is absent: the ceilings of what
// the partner gives), the partner's sub-members (whose rates can be adjusted), and the adjustment
// (sent once; a success refreshes the rates and the partner lists showing them).
import { useQuery } from '@tanstack/react-query';
import { contractQuery, useContractMutation } from '@/api/contract';

export const RATES = '/api/partner/rates';

export const useRates = (memId: string | undefined, enabled = true) =>
  useQuery({ ...contractQuery(RATES, memId ? { memId } : {}), enabled });

export { useSubMembers } from '../give/api';

export const useRateUpdate = () => useContractMutation('/api/partner/rateUpdate', { invalidates: [RATES, '/api/partner/partnerList'] });
