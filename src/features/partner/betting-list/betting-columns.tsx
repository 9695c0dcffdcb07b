// The partner betting list's columns: when, who and their role, the vendor, game and category, the
// stake, winnings and win/loss (right-aligned, thousands-separated) and the result; each is also the
// CSV column; the ones the server orders by are sortable (their ids are its sortField).
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { formatServerTime, formatWon } from '@/lib/format';
import { oneOf } from '@/resources/data-grid';
import type { Column } from '@/resources/paged-list';
import type { BETTING_LIST } from './api';

export type BetRow = ContractData<typeof BETTING_LIST>['list'][number];
export type BetTotals = NonNullable<ContractData<typeof BETTING_LIST>['totals']>;

export const betRowKey = (r: BetRow): number => r.betIdx;

const RESULT_WORDS = ['win', 'lose', 'draw', 'wait', 'bet', 'cancel'] as const;
const GAME_TYPES = ['casino', 'slot', 'sport', 'mini'] as const;

export function bettingColumns(t: TFunction<'partner'>, language: string): Column<BetRow>[] {
  const none = t('bettingList.none');
  const member = (r: BetRow) => (r.memNick ? `${r.memNick} (${r.memId})` : r.memId);
  const role = (r: BetRow) => (r.partnerType ? t(`role.${r.partnerType}`) : none);
  // SPEC §3: any result the site does not know is a cancelled bet
  const result = (r: BetRow) => t(`bettingList.result.${oneOf(RESULT_WORDS, r.type) ?? 'cancel'}`);
  const gameType = (r: BetRow) => t(`bettingList.gameType.${oneOf(GAME_TYPES, r.gameType) ?? 'other'}`);
  const money = (id: 'cash' | 'winCash' | 'revenue'): Column<BetRow> => ({
    id,
    header: t(`bettingList.col.${id}`),
    align: 'right',
    sortable: true,
    minWidth: 110,
    cell: (r) => formatWon(r[id] ?? 0, language),
    csv: (r) => r[id] ?? 0,
  });
  return [
    {
      id: 'regDate',
      header: t('bettingList.col.regDate'),
      sortable: true,
      minWidth: 160,
      cell: (r) => (r.regDate ? formatServerTime(r.regDate, language) : none),
      csv: (r) => r.regDate ?? '',
    },
    { id: 'memId', header: t('bettingList.col.member'), sortable: true, minWidth: 160, cell: member, csv: member },
    { id: 'partnerType', header: t('bettingList.col.role'), minWidth: 95, cell: role, csv: role },
    { id: 'company', header: t('bettingList.col.company'), minWidth: 130, cell: (r) => r.company ?? none, csv: (r) => r.company ?? '' },
    { id: 'form', header: t('bettingList.col.form'), minWidth: 120, cell: (r) => r.form ?? none, csv: (r) => r.form ?? '' },
    { id: 'gameType', header: t('bettingList.col.gameType'), minWidth: 95, cell: gameType, csv: gameType },
    money('cash'),
    money('winCash'),
    money('revenue'),
    { id: 'result', header: t('bettingList.col.result'), minWidth: 90, cell: result, csv: result },
  ];
}
