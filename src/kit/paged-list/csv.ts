// Rows as CSV text (RFC 4180: quoted where needed, CRLF), with a BOM so spreadsheet software reads UTF-8.
// Every list and grid export goes through `toCsv`, the one CSV writer.
import type { Column } from './description';

/**
 * What makes a spreadsheet read a text cell as a formula (CSV injection): OWASP's list (`=`, `+`,
 * `-`, `@`, tab, carriage return), plus a line feed and the full-width `＝ ＋ － ＠` that some
 * spreadsheet software in East Asian locales also takes as the start of a formula.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A plain decimal number written as text ("-5000", "12.5"): never a formula, and kept a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell's text, neutralised against formulas (OWASP's rule).
 *
 * Numbers: a finite JS number is written as it is (`-5000`), so the partner's spreadsheet still sums
 * a negative amount; a number carries no formula, and the columns export money as numbers (the
 * `csv` of a money column returns the amount, never its formatted text). A text cell that is
 * exactly a plain decimal number ("-5000") is also left as it is, for the same reason: it cannot be
 * a formula. A non-finite number (NaN, Infinity) is written empty.
 *
 * Text: a cell that starts with a formula character gets a single quote in front (`'=1+1`, `'-1+2`),
 * which the spreadsheet shows as text and does not evaluate; the quote is part of the cell.
 */
export function csvText(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const cell = (value: string | number): string => {
  const text = csvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  const exported = columns.filter((c): c is Column<R> & { csv: NonNullable<Column<R>['csv']> } => c.csv !== undefined);
  const lines = [exported.map((c) => cell(c.header)), ...rows.map((row) => exported.map((c) => cell(c.csv(row))))];
  return '\uFEFF' + lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/** Offers `text` as a file download (a CSV file unless `type` says another). */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
