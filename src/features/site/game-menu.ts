// The side menu's game groups, built from the loaded codes: one group per game group code (the
// server's order and names), its entries the group's game codes that have a screen (live casino by
// the vendor codes (docs/rules.md#constants), slots by theirs, every code of the hotel casino, e-sports 101, fishing 1000),
// else the category's own routes of docs/rules.md#routes.
import type { components } from '@/api/generated/schema';
import { codeName } from '@/lib/code-name';
import { ESPORT_VENDOR_CODE, FISHING_VENDOR_CODE, LIVE_CASINO_CODES, SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { HOTEL_GROUP_CODE, hotelCasinoPath } from '@/config/constants';

export type CommonCode = components['schemas']['CommonCode'];

export interface GameMenuEntry {
  /** React key and, for a static route, its label key (shell:vendor.<key>). */
  key: string;
  to: string;
  /** The server's name of a loaded code; absent for a static route (label from shell:vendor.<key>). */
  label?: string;
}
export interface GameMenuGroup {
  code: string;
  label: string;
  entries: GameMenuEntry[];
}

/** A category's screens (docs/rules.md#routes), keyed by group code: route name → path. */
export type CategoryRoutes = Partial<Record<string, ReadonlyArray<{ key: string; to: string }>>>;

const vendorRoutes: Record<string, Record<string, string>> = {
  casino: Object.fromEntries(Object.entries(LIVE_CASINO_CODES).map(([name, code]) => [code, `/livecasino/${name}`])),
  slot: Object.fromEntries(Object.entries(SLOT_VENDOR_CODES).map(([name, code]) => [code, `/slotgame/${name}`])),
  esport: { [ESPORT_VENDOR_CODE]: '/esport/gamestart' },
  fishing: { [FISHING_VENDOR_CODE]: '/phishinggame/kplayfishing' },
};

/** The screen of a group's game code, if it has one (the hotel casino: each of its codes has a lobby). */
export function gameCodeRoute(groupCode: string, code: string): string | undefined {
  if (groupCode === HOTEL_GROUP_CODE) return hotelCasinoPath(code);
  return vendorRoutes[groupCode]?.[code];
}

const byOrder = (a: CommonCode, b: CommonCode) => a.ord - b.ord;
const inUse = (c: CommonCode) => c.useYn !== 'N';

export function buildGameMenu(
  groups: readonly CommonCode[],
  codes: readonly CommonCode[],
  categoryRoutes: CategoryRoutes,
  language: string,
  /** The site's own word for a group, for a language the server does not name groups in (vi). */
  groupWords?: (code: string) => string | undefined,
): GameMenuGroup[] {
  return [...groups]
    .filter(inUse)
    .sort(byOrder)
    .map((group) => {
      const loaded = codes
        .filter((c) => c.groupCode === group.code && inUse(c) && gameCodeRoute(group.code, c.code))
        .sort(byOrder)
        .map((c) => ({ key: `${group.code}-${c.code}`, to: gameCodeRoute(group.code, c.code) ?? '/', label: codeName(c, language) }));
      const entries: GameMenuEntry[] = loaded.length > 0 ? loaded : [...(categoryRoutes[group.code] ?? [])];
      return { code: group.code, label: groupWords?.(group.code) ?? codeName(group, language), entries };
    })
    .filter((group) => group.entries.length > 0);
}
