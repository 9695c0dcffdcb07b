// Logging out every session but this one (/api/member/sessionEndOthers, inferred).
import { useContractMutation } from '@/api/contract';

export const useSessionEndOthers = () => useContractMutation('/api/member/sessionEndOthers');
