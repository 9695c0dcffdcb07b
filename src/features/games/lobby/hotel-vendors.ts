// The hotel casino's vendors (docs/rules.md#product; the spec names no code): the loaded game codes of group hotel,
// in use, in the server's order, named in the member's language, each with its lobby's path.
import type { components } from '@/api/generated/schema';
import { HOTEL_GROUP_CODE, hotelCasinoPath } from '@/config/constants';
import { codeName } from '@/lib/code-name';

type CommonCode = components['schemas']['CommonCode'];

export interface HotelVendor {
  code: string;
  name: string;
  to: string;
}

export function hotelVendors(codes: readonly CommonCode[], language: string): HotelVendor[] {
  return codes
    .filter((c) => c.groupCode === HOTEL_GROUP_CODE && c.useYn !== 'N')
    .sort((a, b) => a.ord - b.ord)
    .map((c) => ({ code: c.code, name: codeName(c, language), to: hotelCasinoPath(c.code) }));
}
