// The text of a money input, kept apart from the value it gives its form: what is shown is what the
// member typed (never a character dropped), thousands-separated again only where that changes no
// character but the separators. The value given to the form is the amount read (plain digits, "."
// for decimals) or, when the text is refused, the text itself, which the form's rule then refuses
// too: a refused text can never be sent.
import { useRef, useState } from 'react';
import { formatNumber } from '../rules/format';
import { isGroupedDigits, readMoney, separatorsOf, type MoneyFormat, type MoneyReading } from '../rules/money-input';

const CANONICAL = /^(\d+)(?:\.(\d+))?$/;

/** A value the form holds, as the member's language shows it ("1234567.5" → "1,234,567.5", vi "1.234.567,5"). */
export function displayOf(value: string, language: string): string {
  const match = CANONICAL.exec(value);
  if (!match) return value;
  const whole = formatNumber(Number(match[1]), language);
  return match[2] === undefined ? whole : `${whole}${separatorsOf(language).decimal}${match[2]}`;
}

/** What a money input shows and the value it gave its form. */
export interface MoneyState {
  readonly text: string;
  readonly value: string;
}

/**
 * The input's next state after the member changed its text to `raw` (typed, pasted or deleted).
 * The value is the amount read (plain digits, "." for decimals), '' when empty, or `raw` itself when
 * refused; the text is `raw`, or the amount thousands-separated when `raw` was digits and group
 * separators only (editing a whole amount the field formatted: its separators were the field's).
 */
export function nextMoneyState(before: MoneyState, raw: string, format: MoneyFormat): MoneyState {
  const { language, decimals = 0 } = format;
  const wasFormatted = CANONICAL.test(before.value) && before.text === displayOf(before.value, language);
  const text = decimals === 0 && wasFormatted && isGroupedDigits(raw, language) ? raw.split(separatorsOf(language).group).join('') : raw;
  const reading = readMoney(text, format);
  const value = reading.kind === 'amount' ? reading.canonical : reading.kind === 'empty' ? '' : raw;
  // formatted only when that changes nothing but the separators (not "007", not "10,000.00")
  const keepAsTyped =
    reading.kind !== 'amount' || !isGroupedDigits(text, language) || text.split(separatorsOf(language).group).join('') !== value;
  // (what is shown always reads as the value given: the separators taken out stay out)
  return { text: keepAsTyped ? text : displayOf(value, language), value };
}

export interface MoneyText {
  /** What the input shows. */
  readonly text: string;
  /** The reading of what is shown. */
  readonly reading: MoneyReading;
  /** The input's change handler (the raw text typed or pasted). */
  readonly onText: (raw: string) => void;
}

export function useMoneyText(value: string, onChange: (value: string) => void, format: MoneyFormat): MoneyText {
  const { language } = format;
  // What was last shown, and the value it gave: when the value comes from elsewhere (a quick amount,
  // a reset, the form starting again) or the language changes, the text follows it.
  const [shown, setShown] = useState<MoneyState & { language: string }>(() => ({ text: displayOf(value, language), value, language }));
  const current = shown.value === value && shown.language === language ? shown : { text: displayOf(value, language), value, language };
  if (current !== shown) setShown(current);
  const latest = useRef(current);
  latest.current = current;

  const onText = (raw: string) => {
    const next = { ...nextMoneyState(latest.current, raw, format), language };
    latest.current = next;
    setShown(next);
    onChange(next.value);
  };

  return { text: current.text, reading: readMoney(current.text, format), onText };
}
