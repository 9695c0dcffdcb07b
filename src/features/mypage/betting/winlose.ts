import { localeOf } from '@forms/rules/format';
import type { ContractData } from '@/api/contract';

export type WinLoseRow = ContractData<'/api/member/winlose'>['list'][number];
export type WinLoseTotals = Pick<WinLoseRow, 'deposit' | 'withdrawal' | 'bet' | 'win' | 'winLose'>;

/** The period's totals: the server's `total` when it sends one, else the sum of its days. */
export function totalsOf(data: ContractData<'/api/member/winlose'>): WinLoseTotals {
  if (data.total) return data.total;
  const sum: WinLoseTotals = { deposit: 0, withdrawal: 0, bet: 0, win: 0, winLose: 0 };
  for (const d of data.list) {
    sum.deposit += d.deposit;
    sum.withdrawal += d.withdrawal;
    sum.bet += d.bet;
    sum.win += d.win;
    sum.winLose += d.winLose;
  }
  return sum;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A Seoul date `YYYY-MM-DD` in the member's locale (2026. 11. 21. / 11/21/2026 / 21/11/2026). */
export function formatDay(date: string, language: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(language, format);
  }
  const day = new Date(`${date}T12:00:00+09:00`);
  return Number.isNaN(day.getTime()) ? date : format.format(day);
}
