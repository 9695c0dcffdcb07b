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
export const ESPORT_VENDOR_CODE = '101';
export const FISHING_VENDOR_CODE = '1000';

/** SPEC §9 limits and DESIGN.md's "Validation readings" (the form rules in forms/ read them here). */
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_ALPHABET = '12345';
export const MEM_ID_LENGTH = { min: 5, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;
export const CASH_OUT_PIN_LENGTH = 4;
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
/** Minimum point conversion (the Korean and English texts; DESIGN.md chose it over 10,000). */
export const MIN_POINT_CONVERSION = 1_000;
/** Quick-amount buttons of the money forms, in won (10,000 won among them). */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;
/** Bank maintenance: withdrawals refused from 23:30 to 00:30 Seoul time (both ends closed minutes). */
export const BANK_MAINTENANCE = { start: '23:30', end: '00:30', timeZone: 'Asia/Seoul' } as const;
export const RECOMMENDER_RATE_LOCK_MS = 24 * 3600_000;
