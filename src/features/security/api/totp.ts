// Two-step verification (inferred): start (a new secret, not on yet), confirm with a code (on, the
// recovery codes answered once) and disable with a code or a recovery code. Confirm and disable
// refresh the state read (x-invalidates).
import { useContractMutation, type ContractData } from '@/api/contract';

export type TotpEnrolment = ContractData<'/api/member/totpStart'>;

export const useTotpStart = () => useContractMutation('/api/member/totpStart');
export const useTotpConfirm = () => useContractMutation('/api/member/totpConfirm');
export const useTotpDisable = () => useContractMutation('/api/member/totpDisable');
