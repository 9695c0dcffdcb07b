// The give screen's calls: the partner's sub-members (to pick whom to give to: the first 100, the
// contract's page maximum), the give / take-back itself (an action: sent once however often it is
// tapped; a success refreshes the balance, the history and the sub-members' figures) and its history.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, useContractMutation } from '@/api/contract';

export const TRANSFER_LIST = '/api/partner/moneyTransferList';

const SUB_MEMBERS = { page: 1, count_per_list: 100 } as const;

export const useSubMembers = (enabled: boolean) => useQuery({ ...contractQuery('/api/partner/members', SUB_MEMBERS), enabled });

export const useMoneyTransfer = () => useContractMutation('/api/partner/moneyTransfer');
