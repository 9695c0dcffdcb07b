// One member's rates per category (/api/partner/rates; own when memId is absent: the ceilings of
// what the partner gives).
import { usePartnerRead } from './partner-read';

export const RATES = '/api/partner/rates';

export const useRates = (memId: string | undefined) => usePartnerRead(RATES, memId ? { memId } : {});
