import { COOKIES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config/constants';
import { readCookie, writeCookie } from '../lib/cookies';

const YEAR_SECONDS = 365 * 24 * 3600;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The member's language: the winner_lang cookie, else Korean. */
export function storedLanguage(): Language {
  const value = readCookie(COOKIES.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeCookie(COOKIES.language, language, YEAR_SECONDS);
}
