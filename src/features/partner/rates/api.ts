// The rates' calls: one member's rates per category (own when memId is absent: the ceilings of what
// the partner gives) and the adjustment (sent once; a success refreshes the rates and the partner
// lists showing them).
import { useContractMutation } from '@/api/contract';
import { usePartnerRead } from '../status/api';

export const RATES = '/api/partner/rates';

export const useRates = (memId: string | undefined) => usePartnerRead(RATES, memId ? { memId } : {});

export const useRateUpdate = () => useContractMutation('/api/partner/rateUpdate');
