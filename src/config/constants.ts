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
 * 200-209, 212-221) but not which route shows which; 0 is the KPlay lobby of every slot vendor.
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
} as const;
/** SPEC §9: vendor codes whose games are never shown in an embedded frame (always their own window). */
export const NEVER_FRAMED_VENDOR_CODES: readonly string[] = ['001', '1', '13', '33', '293'];
export const ESPORT_VENDOR_CODE = '101';
export const FISHING_VENDOR_CODE = '1000';

// SPEC §9's limits of what members type (captcha, id, password, PIN and nickname lengths, minimum
// point conversion, quick amounts, bank maintenance) are rules: they live in forms/rules.
export const RECOMMENDER_RATE_LOCK_MS = 24 * 3600_000;
/** The money-merge notice closes itself this long after the merge completed (SPEC §4). */
export const MONEY_MERGE_CLOSE_MS = 1_800;
