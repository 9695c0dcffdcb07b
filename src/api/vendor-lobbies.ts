// The game vendors with a lobby, by lobby, as the contract's GameVendor lists them (generated into
// src/api/generated/enums.ts): the route tables, the side menu, the slot picker and the lobbies read
// them from here, never spelled out again.
import { UNLISTED_VENDOR_ROUTES, VENDOR_LOBBIES } from './generated/enums';

/** Live casino vendor codes by the route name of /livecasino/<name> (the contract's GameVendor). */
export const LIVE_CASINO_CODES = VENDOR_LOBBIES.livecasino;
/** Slot vendor codes by the route name of /slotgame/<name>; 0 is the KPlay lobby of every slot vendor. */
export const SLOT_VENDOR_CODES = VENDOR_LOBBIES.slotgame;
/** The slot lobbies the side menu leaves out (/slotgame/slot_<code>: codes whose vendor is not named). */
export const MORE_SLOT_ROUTES = UNLISTED_VENDOR_ROUTES;
/** The slot lobbies the side menu lists, in the contract's order. */
export const LISTED_SLOT_ROUTES = (Object.keys(SLOT_VENDOR_CODES) as (keyof typeof SLOT_VENDOR_CODES)[]).filter(
  (route) => !(MORE_SLOT_ROUTES as readonly string[]).includes(route),
);
/** The e-sports lobby's vendor code (/esport/gamestart). */
export const ESPORT_VENDOR_CODE = VENDOR_LOBBIES.esport.gamestart;
/** The fishing lobby's vendor code (/phishinggame/kplayfishing). */
export const FISHING_VENDOR_CODE = VENDOR_LOBBIES.phishinggame.kplayfishing;
