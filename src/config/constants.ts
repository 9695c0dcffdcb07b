// Business constants of docs/rules.md#constants, in one place.
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

/**
 * The hotel casino (docs/rules.md#product): the game codes of group `hotel` (/api/common/gameCodes; the spec names no
 * code), each with its lobby /hotelcasino/<code> on both layouts, beyond the route list (docs/rules.md#routes).
 */
export const HOTEL_GROUP_CODE = 'hotel';
export const hotelCasinoPath = (code?: string): string => (code ? `/hotelcasino/${encodeURIComponent(code)}` : '/hotelcasino');
/** docs/rules.md#constants: vendor codes whose games are never shown in an embedded frame (always their own window). */
export const NEVER_FRAMED_VENDOR_CODES: readonly string[] = ['001', '1', '13', '33', '293'];

// the limits (docs/rules.md#constants) of what members type (captcha, id, password, PIN and nickname lengths, minimum
// point conversion, quick amounts, bank maintenance) are rules: they live in forms/rules.
export const RECOMMENDER_RATE_LOCK_MS = 24 * 3600_000;
/** The money-merge notice closes itself this long after the merge completed (docs/rules.md#states). */
export const MONEY_MERGE_CLOSE_MS = 1_800;
