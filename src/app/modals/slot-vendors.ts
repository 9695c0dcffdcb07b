// The slot game picker's vendors: the loaded game codes of group slot, in use and with a lobby
// (the slot codes (docs/rules.md#constants) of SLOT_VENDOR_CODES), in the server's order, each with its lobby's path.
import type { components } from '@/api/generated/schema';
import { SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { codeName } from '@/lib/code-name';

type CommonCode = components['schemas']['CommonCode'];

export interface SlotVendor {
  code: string;
  name: string;
  to: string;
}

const routeOf = new Map<string, string>(Object.entries(SLOT_VENDOR_CODES).map(([segment, code]) => [code, `/slotgame/${segment}`]));

export function slotVendors(codes: readonly CommonCode[], language: string): SlotVendor[] {
  return codes
    .filter((c) => c.groupCode === 'slot' && c.useYn !== 'N' && routeOf.has(c.code))
    .sort((a, b) => a.ord - b.ord)
    .map((c) => ({ code: c.code, name: codeName(c, language), to: routeOf.get(c.code) ?? '/' }));
}
