// Rows as CSV text (RFC 4180: quoted where needed, CRLF), with a BOM so spreadsheet software reads UTF-8.
import type { Column } from './description';

const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  const exported = columns.filter((c): c is Column<R> & { csv: NonNullable<Column<R>['csv']> } => c.csv !== undefined);
  const lines = [exported.map((c) => cell(c.header)), ...rows.map((row) => exported.map((c) => cell(c.csv(row))))];
  return '\uFEFF' + lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/** Offers `text` as a file download. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
