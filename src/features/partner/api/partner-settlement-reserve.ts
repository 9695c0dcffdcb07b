// Reserving a settlement payment (/api/partner/settlementReserve) and cancelling a reservation
// (/api/partner/settlementReserveCancel): each sent once; a success refreshes the settlement lists and
// the reservations, as the contract says.
import { useContractMutation } from '@/api/contract';

export const useSettlementReserve = () => useContractMutation('/api/partner/settlementReserve');

export const useReserveCancel = () => useContractMutation('/api/partner/settlementReserveCancel');
