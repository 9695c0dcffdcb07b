// Creating a sub-partner: sent once; a success refreshes the partner lists and the status.
import { useContractMutation } from '@/api/contract';

export const useCreateSubPartner = () => useContractMutation('/api/partner/create');
