// A time-out or self-exclusion (/api/member/exclude, inferred): the server ends every session of the
// member at once; the caller signs this one out.
import { useContractMutation } from '@/api/contract';

export const useExclude = () => useContractMutation('/api/member/exclude');
