// A rate adjustment (/api/partner/rateUpdate: sent once; a success refreshes the rates and the
// partner lists showing them, as the contract says).
import { useContractMutation } from '@/api/contract';

export const useRateUpdate = () => useContractMutation('/api/partner/rateUpdate');
