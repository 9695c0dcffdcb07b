// The numbers the form rules use. SPEC §9's live in src/config/constants.ts; the rest are the forms' own.
import { CASH_OUT_PIN_LENGTH } from '../../src/config/constants';

export { MEM_ID_LENGTH, MIN_POINT_CONVERSION, NICKNAME_LENGTH, PASSWORD_LENGTH, QUICK_AMOUNTS } from '../../src/config/constants';
export const PIN_LENGTH = CASH_OUT_PIN_LENGTH;
/** 010-1234-5678 with dashes: the longest phone a person types. */
export const PHONE_MAX_LENGTH = 13;

/** Digits an amount may have while typing (below Number.MAX_SAFE_INTEGER). */
export const AMOUNT_MAX_DIGITS = 12;

export const BOARD_TITLE_MAX = 100;
export const COMMENT_MAX = 500;
export const NOTE_MAX = 100;
