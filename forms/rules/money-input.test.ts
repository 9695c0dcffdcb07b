// The one money reading: for any string, the value is either refused or the number a
// person reads in it; characters are never dropped. The oracle is written from how people write
// amounts (the language's grouping and decimal mark), not from the reading's regular expression.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsValue } from './amount';
import { formatNumber } from './format';
import { readMoney, type MoneyFormat } from './money-input';
import { displayOf, nextMoneyState, type MoneyState } from '../fields/use-money-text';

const RUNS = { numRuns: Number(process.env.MONEY_RUNS ?? 500) };
const LANGUAGES = ['ko', 'en', 'vi'] as const;
const marks = (language: string) => (language === 'vi' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' });

/** Strings a person might type or paste into an amount: digits, both marks, signs, exponents, spaces, other digits. */
const typedText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 16 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,'), maxLength: 16 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,eE+- \u00a0１²٣\u200b'), maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** The number a person reads in a text made only of digits, the group separator and one decimal mark. */
function personReads(text: string, language: string): number | null {
  const { group, decimal } = marks(language);
  const t = text.trim();
  if (!/^[0-9.,]+$/.test(t)) return null;
  const [whole = '', fraction, extra] = t.split(decimal);
  if (extra !== undefined || whole === '') return null;
  const digits = whole.split(group).join('');
  if (!/^\d+$/.test(digits)) return null;
  return Number(`${digits}.${fraction ?? ''}0`);
}

describe('readMoney: refused, or the number a person reads', () => {
  for (const language of LANGUAGES) {
    for (const decimals of [0, 2]) {
      const format: MoneyFormat = { language, decimals };
      it(`${language}, ${decimals} decimals: any text`, () => {
        fc.assert(
          fc.property(typedText, (text) => {
            const reading = readMoney(text, format);
            if (reading.kind === 'empty') {
              expect(text.replace(/[ \u00a0]/g, '')).toBe('');
              return;
            }
            if (reading.kind === 'refused') return;
            // read: every character is a digit, a separator or a space around the whole; the value is the one a person reads
            expect(personReads(text, language)).toBe(reading.value);
            expect(Number.isInteger(reading.minor)).toBe(true);
            expect(reading.minor).toBe(Math.round(reading.value * 10 ** decimals));
            expect(Number(reading.canonical)).toBe(reading.value);
          }),
          RUNS,
        );
      });
    }
  }

  it('reads any whole amount however the member language writes it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 999_999_999_999 }), (language, n) => {
        const { decimal } = marks(language);
        for (const text of [String(n), formatNumber(n, language), ` ${formatNumber(n, language)} `, `${n}${decimal}00`, `${n}${decimal}`]) {
          const reading = readMoney(text, { language });
          expect(reading.kind === 'amount' && reading.value).toBe(n);
        }
        // a part of a won is refused, never dropped into the whole number
        expect(readMoney(`${n}${decimal}5`, { language })).toEqual({ kind: 'refused', reason: 'fraction' });
      }),
      RUNS,
    );
  });

  it('the defects found: a decimal or an exponent never inflates the amount', () => {
    expect(readMoney('10000.00', { language: 'ko' })).toMatchObject({ kind: 'amount', value: 10_000 });
    expect(readMoney('50000.5', { language: 'en' })).toEqual({ kind: 'refused', reason: 'fraction' });
    expect(readMoney('1e5000', { language: 'ko' })).toEqual({ kind: 'refused', reason: 'format' });
    expect(readMoney('1E5', { language: 'en' })).toEqual({ kind: 'refused', reason: 'format' });
    expect(readMoney('-5000', { language: 'ko' })).toEqual({ kind: 'refused', reason: 'format' });
    expect(readMoney('+5000', { language: 'ko' })).toEqual({ kind: 'refused', reason: 'format' });
    expect(readMoney('1,00', { language: 'en' })).toEqual({ kind: 'refused', reason: 'format' });
    expect(readMoney('10.000', { language: 'vi' })).toMatchObject({ kind: 'amount', value: 10_000 });
    expect(readMoney('10,5', { language: 'vi' })).toEqual({ kind: 'refused', reason: 'fraction' });
    expect(readMoney('１００００', { language: 'ko' })).toEqual({ kind: 'refused', reason: 'format' });
    expect(readMoney('1234567890123', { language: 'ko' })).toEqual({ kind: 'refused', reason: 'tooLarge' });
  });

  it('USDT: two decimals, a third refused unless it is 0', () => {
    expect(readMoney('12.34', { language: 'en', decimals: 2 })).toMatchObject({ value: 12.34, minor: 1234, canonical: '12.34' });
    expect(readMoney('12.340', { language: 'en', decimals: 2 })).toMatchObject({ value: 12.34, canonical: '12.34' });
    expect(readMoney('12.345', { language: 'en', decimals: 2 })).toEqual({ kind: 'refused', reason: 'fraction' });
    expect(readMoney('1.234,5', { language: 'vi', decimals: 2 })).toMatchObject({ value: 1234.5, canonical: '1234.5' });
  });
});

describe('a money input as it is typed: nothing dropped, the form gets the reading or a refused text', () => {
  const typeIn = (chars: string, format: MoneyFormat): MoneyState =>
    [...chars].reduce<MoneyState>((state, ch) => nextMoneyState(state, state.text + ch, format), { text: '', value: '' });

  it('typed character by character, the text keeps every character and the value is the reading of it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.constantFrom(0, 2), typedText, (language, decimals, chars) => {
        const format = { language, decimals };
        const { group } = marks(language);
        const state = typeIn(chars, format);
        // every character typed is still there (the field only places its own group separators)
        const bare = (s: string) => s.split(group).join('');
        expect(bare(state.text)).toBe(bare(chars));
        const reading = readMoney(state.text, format);
        if (reading.kind === 'amount') expect(state.value).toBe(reading.canonical);
        else if (reading.kind === 'empty') expect(state.value).toBe('');
        // refused: the form holds the text, which the form's rules refuse in turn
        else if (decimals === 0) expect(digitsValue(state.value)).toBeNaN();
      }),
      RUNS,
    );
  });

  it('the defects found, typed: 10000.00 is 10,000, 50000.5 and 1e5000 are refused, a stake shows 20,000', () => {
    expect(typeIn('10000.00', { language: 'en' })).toEqual({ text: '10,000.00', value: '10000' });
    const half = typeIn('50000.5', { language: 'ko' });
    expect(half.text).toBe('50,000.5');
    expect(digitsValue(half.value)).toBeNaN();
    expect(digitsValue(typeIn('1e5000', { language: 'ko' }).value)).toBeNaN();
    expect(typeIn('20000', { language: 'ko' })).toEqual({ text: '20,000', value: '20000' });
    expect(typeIn('20000', { language: 'vi' })).toEqual({ text: '20.000', value: '20000' });
  });

  it('a refused text is never taken for a formatted amount (vi "00.0" stays refused)', () => {
    const state = typeIn('00.0', { language: 'vi' });
    expect(state.text).toBe('00.0');
    expect(digitsValue(state.value)).toBeNaN();
  });

  it('deleting a digit from a formatted amount reads the digits left', () => {
    const start = { text: '1,000', value: '1000' };
    expect(nextMoneyState(start, '1,00', { language: 'en' })).toEqual({ text: '100', value: '100' });
    expect(nextMoneyState({ text: '12,345', value: '12345' }, '1,345', { language: 'ko' })).toEqual({ text: '1,345', value: '1345' });
  });

  it('shows the form value in the member language', () => {
    expect(displayOf('1234567', 'ko')).toBe('1,234,567');
    expect(displayOf('1234567', 'vi')).toBe('1.234.567');
    expect(displayOf('1234.5', 'vi')).toBe('1.234,5');
    expect(displayOf('abc', 'en')).toBe('abc');
  });
});
