// GENERATED FILE: do not edit by hand.
// Source: openapi/openapi.yaml. Regenerate with `npm run codegen`; CI fails when this file drifts.

/** Every sport of the contract (schema Sport), in contract order. */
export const SPORTS = ["soccer","basketball","baseball","volleyball","badminton","hockey","combat","tennis","handball","football","esport"] as const;

/**
 * The game vendors with a lobby (schema GameVendor), by the route the lobby is under: its route
 * segment → the vendor code (/livecasino/evolution shows vendor code "1").
 */
export const VENDOR_LOBBIES = {
  livecasino: {
    evolution: "1",
    asiagaming: "5",
    pragmatic: "10",
    dreamcasino: "6",
    sexygaming: "9",
    biggaming: "2",
  },
  slotgame: {
    kplayslot: "0",
    pragslot: "200",
    habanero: "201",
    slot_elle: "202",
    slot_quick: "203",
    slot_spade: "204",
    slot_playandgo: "205",
    slot_worldmath: "206",
    slot_microgaming: "207",
    slot_ylgaming: "208",
    slot_209: "209",
    slot_212: "212",
    slot_213: "213",
    slot_214: "214",
    slot_215: "215",
    slot_216: "216",
    slot_217: "217",
    slot_218: "218",
    slot_219: "219",
    slot_220: "220",
    slot_221: "221",
  },
  esport: {
    gamestart: "101",
  },
  phishinggame: {
    kplayfishing: "1000",
  },
} as const;

/** The lobbies the side menu does not list (x-menu: false): vendors the server does not name. */
export const UNLISTED_VENDOR_ROUTES = ["slot_209","slot_212","slot_213","slot_214","slot_215","slot_216","slot_217","slot_218","slot_219","slot_220","slot_221"] as const;
