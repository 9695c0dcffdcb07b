// Numbers as members read them (SPEC §9: thousands-separated), in their language. Amount fields
// and messages format with these; the app's src/lib/format.ts re-exports them.
const LOCALES = { ko: 'ko-KR', en: 'en-US', vi: 'vi-VN' } as const;
export const localeOf = (language: string): string => LOCALES[language as keyof typeof LOCALES] ?? 'ko-KR';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** Won amount: 1,000,000원 (ko), ₩1,000,000 (en), 1.000.000 ₩ (vi). */
export function formatWon(value: number, language: string): string {
  if (language === 'ko') return `${formatNumber(value, language)}원`;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 }).format(value);
}
