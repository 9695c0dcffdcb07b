// Numbers and dates as members read them (SPEC §9: thousands-separated; dates localized, Seoul time).
const LOCALES = { ko: 'ko-KR', en: 'en-US', vi: 'vi-VN' } as const;
const localeOf = (language: string): string => LOCALES[language as keyof typeof LOCALES] ?? 'ko-KR';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** Won amount: 1,000,000원 (ko), ₩1,000,000 (en), 1.000.000 ₩ (vi). */
export function formatWon(value: number, language: string): string {
  if (language === 'ko') return `${formatNumber(value, language)}원`;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 }).format(value);
}

/** A server time `YYYY-MM-DD HH:mm:ss` (Asia/Seoul) shown in the member's locale, still Seoul time. */
export function formatServerTime(value: string, language: string): string {
  const iso = value.replace(' ', 'T') + '+09:00';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
