// The numbers the form rules use: the limits of docs/rules.md#constants and the readings of docs/rules.md#validation, then the
// forms' own.
export const MEM_ID_LENGTH = { min: 5, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;
/** The withdrawal (cash-out) password: exactly 4 digits. */
export const PIN_LENGTH = 4;
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
/** Minimum point conversion (the Korean and English texts, over 10,000: docs/rules.md#validation). */
export const MIN_POINT_CONVERSION = 1_000;
/** Quick-amount buttons of the money forms, in won (10,000 won among them). */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;
/** 010-1234-5678 with dashes: the longest phone a person types. */
export const PHONE_MAX_LENGTH = 13;

/** Digits an amount may have while typing (below Number.MAX_SAFE_INTEGER). */
export const AMOUNT_MAX_DIGITS = 12;

export const BOARD_TITLE_MAX = 100;
export const COMMENT_MAX = 500;
export const NOTE_MAX = 100;
