// The member's own changes (/api/member/update), in its two uses: the password change and the info
// edit; each sent once however often it is tapped.
import { useContractMutation } from '@/api/contract';

/** The password change: current, new and confirmation; nothing else is sent, so nothing else changes. */
export const usePasswordChange = () => useContractMutation('/api/member/update');

/** The info edit: phone, carrier, a new PIN if typed, and the current password; the member is read again after it. */
export const useMemberUpdate = () => useContractMutation('/api/member/update');
