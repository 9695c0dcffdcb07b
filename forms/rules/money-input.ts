// The one reading of a typed or pasted money amount, for every money field of the product (deposit,
// withdrawal, USDT, point conversion, partner give / take back / move, sports and mini-game stakes).
// A character is never dropped: the text is either read as the number a person reads in it, or
// refused with the reason. Separators follow the member's language, as amounts are shown to them:
// ko and en group with "," and mark decimals with "."; vi groups with "." and marks decimals with ",".
//
// What is read:
// - digits, with the language's group separator between groups of at least three digits after the
//   first ("1,000,000"; "1,0000" as some write won in 만 units), and spaces around the whole;
// - a decimal part only as far as the field allows: whole won take "10000.00" as 10,000 (the zeros
//   change nothing) and refuse "50000.5"; USDT takes two decimals and refuses a third that is not 0.
// What is refused: anything else — a sign, an exponent ("1e5"), letters, other digits ("１", "²"),
// two decimal marks, a separator at either end or doubled, a group shorter than three digits
// ("1,00", which a person may read as 1.00) — and numbers longer than the field holds.

export type MoneyRefusal = 'format' | 'fraction' | 'tooLarge';

export type MoneyReading =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'amount';
      /** The number read (whole won, or USDT with its decimals). */
      readonly value: number;
      /** The value in the field's smallest unit (won, or USDT hundredths): a whole number. */
      readonly minor: number;
      /** The value as plain ASCII digits with "." for decimals, as the form rules take it ("10000", "12.5"). */
      readonly canonical: string;
    }
  | { readonly kind: 'refused'; readonly reason: MoneyRefusal };

export interface MoneyFormat {
  /** The member's language (ko, en, vi): which character groups and which marks decimals. */
  readonly language: string;
  /** Decimals the field takes: 0 for won and points, 2 for USDT. */
  readonly decimals?: number;
  /** Digits the whole part may have (12 by default: below Number.MAX_SAFE_INTEGER even in hundredths). */
  readonly maxDigits?: number;
}

export const MONEY_MAX_DIGITS = 12;

/** The group separator and the decimal mark of a language. */
export function separatorsOf(language: string): { readonly group: string; readonly decimal: string } {
  return language === 'vi' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}

const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readMoney(text: string, { language, decimals = 0, maxDigits = MONEY_MAX_DIGITS }: MoneyFormat): MoneyReading {
  const trimmed = text.replace(/^[ \u00a0]+|[ \u00a0]+$/g, '');
  if (trimmed === '') return { kind: 'empty' };
  const { group, decimal } = separatorsOf(language);
  const g = escape(group);
  const d = escape(decimal);
  const match = new RegExp(`^(\\d+(?:${g}\\d{3,})*)(?:${d}(\\d*))?$`).exec(trimmed);
  if (!match) return { kind: 'refused', reason: 'format' };
  const whole = (match[1] ?? '')
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { kind: 'refused', reason: 'fraction' };
  if (whole.length > maxDigits) return { kind: 'refused', reason: 'tooLarge' };
  const scale = 10 ** decimals;
  const minor = Number(whole) * scale + Number(fraction.padEnd(decimals, '0') || '0');
  return {
    kind: 'amount',
    value: minor / scale,
    minor,
    canonical: fraction === '' ? whole : `${whole}.${fraction}`,
  };
}

/** True when the text is digits with group separators only (no decimal mark): a formatted whole amount being edited. */
export function isGroupedDigits(text: string, language: string): boolean {
  const { group } = separatorsOf(language);
  return new RegExp(`^[\\d${escape(group)}]*\\d[\\d${escape(group)}]*$`).test(text);
}
