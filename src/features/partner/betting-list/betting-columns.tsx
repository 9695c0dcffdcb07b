// The partner betting list's columns: when, who and their role, the vendor, game and category, the
// stake, winnings and win/loss (right-aligned, thousands-separated) and the result; each is also the
// CSV column; the ones the server orders by are sortable (their ids are its sortField). The vendor and
// the game are named in the member's language as the other lists name them: the vendor by its game
// code (`codeName`), the game by its names (`gameName`); the server's own text when it gives neither.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { oneOf } from '@/kit/paged-list/list-body';
import { betGame, betVendor, type VendorCodes } from '@/domain/betting/bet-names';
import { amountColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { BETTING_LIST } from '../api/partner-betting-list';

export type BetRow = ContractData<typeof BETTING_LIST>['list'][number];
export type BetTotals = NonNullable<ContractData<typeof BETTING_LIST>['totals']>;

export const betRowKey = (r: BetRow): number => r.betIdx;

const RESULT_WORDS = ['win', 'lose', 'draw', 'wait', 'bet', 'cancel'] as const;
const GAME_TYPES = ['casino', 'slot', 'sport', 'mini'] as const;

export type { VendorCodes };

/** The row's vendor in the member's language (its code's name), else as the server wrote it. */
export const vendorOf = (r: BetRow, codes: VendorCodes | undefined, language: string): string | undefined => betVendor(r, codes, language);

/** The row's game in the member's language (its names), else as the server wrote it. */
export const gameOf = (r: BetRow, language: string): string | undefined => betGame(r, language);

export function bettingColumns(t: TFunction<'partner'>, language: string, codes?: VendorCodes): Column<BetRow>[] {
  const none = t('bettingList.none');
  const vendor = (r: BetRow) => vendorOf(r, codes, language);
  const game = (r: BetRow) => gameOf(r, language);
  const member = (r: BetRow) => (r.memNick ? `${r.memNick} (${r.memId})` : r.memId);
  const role = (r: BetRow) => (r.partnerType ? t(`role.${r.partnerType}`) : none);
  // docs/rules.md#data: any result the site does not know is a cancelled bet
  const result = (r: BetRow) => t(`bettingList.result.${oneOf(RESULT_WORDS, r.type) ?? 'cancel'}`);
  const gameType = (r: BetRow) => t(`bettingList.gameType.${oneOf(GAME_TYPES, r.gameType) ?? 'other'}`);
  const money = (id: 'cash' | 'winCash' | 'revenue') =>
    amountColumn<BetRow>(id, t(`bettingList.col.${id}`), (r) => r[id], { language, sortable: true, minWidth: 110 });
  return [
    timeColumn('regDate', t('bettingList.col.regDate'), (r) => r.regDate, { language, none, sortable: true, minWidth: 160 }),
    { id: 'memId', header: t('bettingList.col.member'), sortable: true, minWidth: 160, cell: member, csv: member },
    { id: 'partnerType', header: t('bettingList.col.role'), minWidth: 95, cell: role, csv: role },
    { id: 'company', header: t('bettingList.col.company'), minWidth: 130, cell: (r) => vendor(r) ?? none, csv: (r) => vendor(r) ?? '' },
    { id: 'form', header: t('bettingList.col.form'), minWidth: 120, cell: (r) => game(r) ?? none, csv: (r) => game(r) ?? '' },
    { id: 'gameType', header: t('bettingList.col.gameType'), minWidth: 95, cell: gameType, csv: gameType },
    money('cash'),
    money('winCash'),
    money('revenue'),
    { id: 'result', header: t('bettingList.col.result'), minWidth: 90, cell: result, csv: result },
  ];
}
