// Cancelling a raise or removal still waiting its 24 hours (/api/member/limitCancel, inferred).
import { useContractMutation } from '@/api/contract';

export const useLimitCancel = () => useContractMutation('/api/member/limitCancel');
