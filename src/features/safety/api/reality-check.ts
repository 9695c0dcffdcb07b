// The reality check's interval (/api/member/realityCheck, inferred: 0 turns it off).
import { useContractMutation } from '@/api/contract';

export const useRealityCheckSave = () => useContractMutation('/api/member/realityCheck');
