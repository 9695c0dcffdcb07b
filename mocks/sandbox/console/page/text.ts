// Every word the console page shows, in Korean (the default, as on the site), English and
// Vietnamese (locales/*.ts). Nothing is written in the components themselves: they take it from here
// through useText().
import { en, type Text } from './locales/en';
import { ko } from './locales/ko';
import { vi } from './locales/vi';

export type { Text };
export type Language = 'ko' | 'en' | 'vi';
export const DEFAULT_LANGUAGE: Language = 'ko';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'ko', label: '한국어' },
  { code: 'en', label: 'English' },
  { code: 'vi', label: 'Tiếng Việt' },
];
export const TEXT: Record<Language, Text> = { ko, en, vi };

export const isLanguage = (v: unknown): v is Language => v === 'ko' || v === 'en' || v === 'vi';
