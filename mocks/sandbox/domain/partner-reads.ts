// What a partner reads of its subtree's records (docs/rules.md#partner-money): the sub-members' cash
// requests and their bets, narrowed to one branch, filtered, searched and paged, with their totals.
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import type { Q } from '../db/open';
import { bets, cashRequests } from '../db/schema';
import { desc, inOrder, matches, pageOf } from './lists';
import { betProfit, isSettled, seoulDays, within } from './partner-figures';
import { scopeOf, type Tree } from './partner-tree';

type S = components['schemas'];

/** The default order of a record list: the newest first, then the latest written. */
export const newestFirst = <R>(at: (r: R) => Date, idx: (r: R) => number) =>
  inOrder(
    desc((r: R) => at(r).getTime()),
    desc(idx),
  );

/** The rows whose member (one of the tree) the search text matches by id or nickname. */
const searched = <R extends { memId: string }>(rows: readonly R[], tree: Tree, searchText: string | undefined): R[] =>
  rows.filter((r) => matches(searchText, { memId: r.memId, nick: tree.nodes.get(r.memId)?.row.nick }));

/** The page of the sub-members' cash requests; the totals count completed money only (what the status counts). */
export async function cashRequestPage(q: Q, tree: Tree, body: S['PartnerCashListRequest']) {
  const scope = scopeOf(tree, body.memId);
  const range = seoulDays(body.startDate, body.endDate);
  const rows = scope.length
    ? await q
        .select()
        .from(cashRequests)
        .where(
          and(
            inArray(cashRequests.memId, scope),
            body.cashType ? eq(cashRequests.direction, body.cashType) : undefined,
            body.status ? eq(cashRequests.status, body.status) : undefined,
            within(cashRequests.appliedAt, range),
          ),
        )
    : [];
  const found = searched(rows, tree, body.searchText);
  type Row = (typeof found)[number];
  const amountOf = (dir: 'in' | 'out') => (r: Row) => (r.direction === dir ? r.amount : 0);
  const bonusOf = (r: Row) => (r.direction === 'in' ? r.bonusAmt : 0);
  const completed = found.filter((r) => r.status === '1');
  const page = pageOf(
    found,
    body,
    {
      applyDate: (r) => r.appliedAt.getTime(),
      memId: (r) => r.memId,
      depositAmt: amountOf('in'),
      bonusAmt: bonusOf,
      withdrawAmt: amountOf('out'),
      processDate: (r) => r.processedAt?.getTime() ?? 0,
      status: (r) => r.status,
    },
    newestFirst(
      (r: Row) => r.appliedAt,
      (r: Row) => r.idx,
    ),
  );
  const totals = {
    depositAmt: completed.reduce((n, r) => n + amountOf('in')(r), 0),
    bonusAmt: completed.reduce((n, r) => n + bonusOf(r), 0),
    withdrawAmt: completed.reduce((n, r) => n + amountOf('out')(r), 0),
  };
  return { ...page, totals };
}

/** The page of the sub-members' bets; revenue is the house's side (stake − winnings), the totals of settled bets only. */
export async function betPage(q: Q, tree: Tree, body: S['PartnerBetListRequest']) {
  const scope = scopeOf(tree, body.memId);
  const range = seoulDays(body.startDate, body.endDate);
  const state = body.result === 'wait' ? 'bet' : body.result;
  const rows = scope.length
    ? await q
        .select()
        .from(bets)
        .where(
          and(
            inArray(bets.memId, scope),
            state ? eq(bets.state, state) : undefined,
            body.vendorCode ? eq(bets.vendorCode, body.vendorCode) : undefined,
            within(bets.placedAt, range),
          ),
        )
    : [];
  const found = searched(rows, tree, body.searchText);
  type Row = (typeof found)[number];
  const settled = found.filter((r) => isSettled(r.state));
  const page = pageOf(
    found,
    body,
    { regDate: (r) => r.placedAt.getTime(), memId: (r) => r.memId, cash: (r) => r.stake, winCash: (r) => r.winCash, revenue: betProfit },
    newestFirst(
      (r: Row) => r.placedAt,
      (r: Row) => r.betIdx,
    ),
  );
  const totals = {
    cash: settled.reduce((n, r) => n + r.stake, 0),
    winCash: settled.reduce((n, r) => n + r.winCash, 0),
    revenue: settled.reduce((n, r) => n + betProfit(r), 0),
  };
  return { ...page, totals };
}
