// Logging out one other session (/api/member/sessionEnd, inferred): the server ends it and tells it by
// push (LOGOUT); the sessions are read again (x-invalidates).
import { useContractMutation } from '@/api/contract';

export const useSessionEnd = () => useContractMutation('/api/member/sessionEnd');
