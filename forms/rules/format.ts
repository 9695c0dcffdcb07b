// Numbers as members read them (docs/rules.md#constants: thousands-separated), in their language. Amount fields
// and messages format with these; the app imports them from here (src/lib/format.ts holds only dates and odds).
const LOCALES = { ko: 'ko-KR', en: 'en-US', vi: 'vi-VN' } as const;
export const localeOf = (language: string): string => LOCALES[language as keyof typeof LOCALES] ?? 'ko-KR';

// A formatter costs far more to make than to use (a list of amounts would make hundreds): one per kind and language.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(kind: 'number' | 'won' | 'usdt' | 'rate' | 'wonRate', language: string): Intl.NumberFormat {
  const key = `${kind}:${language}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      localeOf(language),
      kind === 'won'
        ? { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 }
        : kind === 'wonRate'
          ? { style: 'currency', currency: 'KRW', maximumFractionDigits: 2 }
          : kind === 'usdt'
            ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
            : kind === 'rate'
              ? { maximumFractionDigits: 2 }
              : { maximumFractionDigits: 0 },
    );
    formatters.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, language: string): string {
  return numberFormat('number', language).format(value);
}

/** USDT with two decimals, in the language's digits: 1,234.50 USDT (ko, en), 1.234,50 USDT (vi). */
export function formatUsdt(value: number, language: string): string {
  return `${numberFormat('usdt', language).format(value)} USDT`;
}

/** A price in won, with its decimals (a coin's rate): 1,398.5원 (ko), ₩1,398.5 (en), 1.398,5 ₩ (vi). */
export function formatWonRate(value: number, language: string): string {
  if (language === 'ko') return `${numberFormat('rate', language).format(value)}원`;
  return numberFormat('wonRate', language).format(value);
}

/** Won amount: 1,000,000원 (ko), ₩1,000,000 (en), 1.000.000 ₩ (vi). */
export function formatWon(value: number, language: string): string {
  if (language === 'ko') return `${formatNumber(value, language)}원`;
  return numberFormat('won', language).format(value);
}
