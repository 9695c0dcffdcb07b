// Business constants of SPEC §9, in one place.
export const COOKIES = {
  token: 'winner_auth_token',
  language: 'winner_lang',
  boardList: 'winner_boardList',
  popupClosedPrefix: 'winner_popup_closed_',
} as const;

export const TOKEN_LIFETIME_MINUTES = 120;
export const TOKEN_REFRESH_THRESHOLD_MS = 5 * 60_000;
export const BALANCE_POLL_MS = 5_000;
/** After this many balance calls fail in a row, the header says its figures may be out of date. */
export const BALANCE_STALE_AFTER_FAILURES = 2;
export const GAME_WINDOW_WATCH_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const LANGUAGES = ['ko', 'en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const FALLBACK_LANGUAGE: Language = 'en';

/** SPEC §9 vendor codes: live casino by the route name of /livecasino/<name>; e-sports; fishing. */
export const LIVE_CASINO_CODES = {
  evolution: '1',
  asiagaming: '5',
  pragmatic: '10',
  dreamcasino: '6',
  sexygaming: '9',
  biggaming: '2',
} as const;
/**
 * Slot vendor codes by the route name of /slotgame/<name>. Inferred: SPEC §9 lists the slot codes (0,
 * 200-209, 212-221) but not which route shows which; 0 is the KPlay lobby of every slot vendor. SPEC §2's
 * ten routes take 0 and 200-208; the codes left over (209, 212-221), whose vendors the spec does not
 * name, get /slotgame/slot_<code>, beyond SPEC §2's list (MORE_SLOT_ROUTES), so every slot code has a lobby.
 */
export const SLOT_VENDOR_CODES = {
  kplayslot: '0',
  pragslot: '200',
  habanero: '201',
  slot_elle: '202',
  slot_quick: '203',
  slot_spade: '204',
  slot_playandgo: '205',
  slot_worldmath: '206',
  slot_microgaming: '207',
  slot_ylgaming: '208',
  slot_209: '209',
  slot_212: '212',
  slot_213: '213',
  slot_214: '214',
  slot_215: '215',
  slot_216: '216',
  slot_217: '217',
  slot_218: '218',
  slot_219: '219',
  slot_220: '220',
  slot_221: '221',
} as const;
/** The slot lobbies beyond SPEC §2's /slotgame list: one per slot code of SPEC §9 that list leaves out. */
export const MORE_SLOT_ROUTES = [
  'slot_209',
  'slot_212',
  'slot_213',
  'slot_214',
  'slot_215',
  'slot_216',
  'slot_217',
  'slot_218',
  'slot_219',
  'slot_220',
  'slot_221',
] as const satisfies readonly (keyof typeof SLOT_VENDOR_CODES)[];
/**
 * The hotel casino (SPEC §1): the game codes of group `hotel` (/api/common/gameCodes; the spec names no
 * code), each with its lobby /hotelcasino/<code> on both layouts, beyond SPEC §2's list.
 */
export const HOTEL_GROUP_CODE = 'hotel';
export const hotelCasinoPath = (code?: string): string => (code ? `/hotelcasino/${encodeURIComponent(code)}` : '/hotelcasino');
/** SPEC §9: vendor codes whose games are never shown in an embedded frame (always their own window). */
export const NEVER_FRAMED_VENDOR_CODES: readonly string[] = ['001', '1', '13', '33', '293'];
export const ESPORT_VENDOR_CODE = '101';
export const FISHING_VENDOR_CODE = '1000';

// SPEC §9's limits of what members type (captcha, id, password, PIN and nickname lengths, minimum
// point conversion, quick amounts, bank maintenance) are rules: they live in forms/rules.
export const RECOMMENDER_RATE_LOCK_MS = 24 * 3600_000;
/** The money-merge notice closes itself this long after the merge completed (SPEC §4). */
export const MONEY_MERGE_CLOSE_MS = 1_800;
