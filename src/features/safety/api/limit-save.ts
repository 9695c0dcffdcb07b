// Setting, lowering, raising or removing a limit (/api/member/limitSave, inferred: sent once; the
// limits are read again, as the contract's x-invalidates says).
import { useContractMutation } from '@/api/contract';

export const useLimitSave = () => useContractMutation('/api/member/limitSave');
