// The one CSV writer: formula characters at the start of a text cell are neutralised (OWASP's rule,
// a quote in front), numbers stay numbers, quoting stays RFC 4180.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, toCsv } from './csv';
import type { Column } from './description';

interface Row {
  nick: string;
  amount: number;
  amountText: string;
}
const columns: readonly Column<Row>[] = [
  { id: 'nick', header: 'Nickname', cell: (r) => r.nick, csv: (r) => r.nick },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount, csv: (r) => r.amount },
  { id: 'text', header: 'As text', cell: (r) => r.amountText, csv: (r) => r.amountText },
];
const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('CSV export', () => {
  it('puts a quote before a text cell that starts with = + - @ tab or carriage return (a member-chosen nickname)', () => {
    const rows: Row[] = [
      { nick: '=HYPERLINK("http://evil.example","x")', amount: 1, amountText: '1' },
      { nick: '+cmd|/C calc!A0', amount: 2, amountText: '2' },
      { nick: '-2+3', amount: 3, amountText: '3' },
      { nick: '@SUM(A1:A2)', amount: 4, amountText: '4' },
      { nick: '\t=1+1', amount: 5, amountText: '5' },
      { nick: '\r=1+1', amount: 6, amountText: '6' },
      { nick: '＝1+1', amount: 7, amountText: '7' },
      { nick: 'plain=ok', amount: 8, amountText: '8' },
    ];
    expect(linesOf(toCsv(columns, rows))).toEqual([
      'Nickname,Amount,As text',
      `"'=HYPERLINK(""http://evil.example"",""x"")",1,1`,
      `'+cmd|/C calc!A0,2,2`,
      `'-2+3,3,3`,
      `'@SUM(A1:A2),4,4`,
      `'\t=1+1,5,5`,
      `"'\r=1+1",6,6`,
      `'＝1+1,7,7`,
      'plain=ok,8,8',
      '',
    ]);
  });

  it('writes a negative amount as a usable number (-5000), whether the column gives a number or its plain text', () => {
    const csv = toCsv(columns, [
      { nick: 'a', amount: -5000, amountText: '-5000' },
      { nick: 'b', amount: -12.5, amountText: '-12.5' },
    ]);
    expect(linesOf(csv)).toEqual(['Nickname,Amount,As text', 'a,-5000,-5000', 'b,-12.5,-12.5', '']);
    expect(csvText(Number.NaN)).toBe('');
    expect(csvText(Number.POSITIVE_INFINITY)).toBe('');
    // text that only starts like a number is still text
    expect(csvText('-5000+1')).toBe("'-5000+1");
    expect(csvText('-1e3')).toBe("'-1e3");
  });

  it('no text cell a spreadsheet reads can start with a formula character (property)', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r', '\n', '＝', '＋', '－', '＠'];
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...starts, ''), (rest, start) => {
        const text = csvText(start + rest);
        const number = /^-?\d+(\.\d+)?$/.test(text);
        expect(number || !starts.some((s) => text.startsWith(s))).toBe(true);
        // the cell keeps what was written after the quote
        expect(text === start + rest || text === `'${start}${rest}`).toBe(true);
      }),
    );
  });
});
