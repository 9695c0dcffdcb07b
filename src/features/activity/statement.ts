// The statement's rows: the months the server answered, then their total line (the table's footer,
// the last card, the CSV's last row).
import type { ActivityMonth } from './api/member-activity';

export type StatementRow = ActivityMonth & { readonly total?: true };

export const FIGURES = ['deposits', 'bonuses', 'withdrawals', 'stakes', 'wins', 'net'] as const;
export type Figure = (typeof FIGURES)[number];

/** The period's total line: each figure summed over the months. */
export function totalOf(months: readonly ActivityMonth[]): StatementRow {
  const sum = (figure: Figure) => months.reduce((acc, m) => acc + m[figure], 0);
  return {
    month: '',
    deposits: sum('deposits'),
    bonuses: sum('bonuses'),
    withdrawals: sum('withdrawals'),
    stakes: sum('stakes'),
    wins: sum('wins'),
    net: sum('net'),
    total: true,
  };
}

/** The months, then the total line (none when there is no month). */
export const statementRows = (months: readonly ActivityMonth[]): StatementRow[] => (months.length > 0 ? [...months, totalOf(months)] : []);
