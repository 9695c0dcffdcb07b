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
export const GAME_WINDOW_WATCH_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const LANGUAGES = ['ko', 'en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const FALLBACK_LANGUAGE: Language = 'en';
