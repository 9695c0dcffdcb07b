// A partner's status (docs/rules.md#partner-money): its own figures per category (the sums of the
// per-member settlement rows, at its own rates), and over its subtree the completed deposits and
// withdrawals, what it gave and took back, the settled bets' win/lose, the holdings and the counts.
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { bets, cashRequests, GAME_CATEGORIES, partnerTransfers } from '../db/schema';
import type { MemberRow } from '../ledger';
import { rateBook, rateIn } from './partner';
import { betProfit, ownFigures, seoulDays } from './partner-figures';
import { loginsOf, type Tree } from './partner-tree';

type S = components['schemas'];

export async function partnerStatus(q: Q, me: MemberRow, tree: Tree, body: S['PartnerListRequest'], now: Date): Promise<S['PartnerStats']> {
  const ids = [...tree.nodes.keys()];
  const range = seoulDays(body.startDate, body.endDate);
  const own = await ownFigures(q, tree, range);
  const book = await rateBook(q, [me.memId]);
  const categories = GAME_CATEGORIES.map((category) => {
    const f = own.get(category);
    const rate = rateIn(book, me.memId, category);
    return {
      category,
      total: f?.profit ?? 0,
      totalBet: f?.totalBet ?? 0,
      totalWin: f?.totalWin ?? 0,
      rolling: f?.rolling ?? 0,
      settlement: f?.settlement ?? 0,
      rollingRate: rate.rollingRate,
      losingRate: rate.losingRate,
    };
  });
  const inRange = (d: Date | null) => d !== null && (!range.from || d >= range.from) && (!range.to || d < range.to);
  const cash = ids.length
    ? await q
        .select()
        .from(cashRequests)
        .where(and(inArray(cashRequests.memId, ids), eq(cashRequests.status, '1')))
    : [];
  const approved = (direction: 'in' | 'out') =>
    cash.filter((c) => c.direction === direction && inRange(c.processedAt)).reduce((n, c) => n + c.amount, 0);
  const transfers = await q.select().from(partnerTransfers).where(eq(partnerTransfers.partnerId, me.memId));
  const transferred = (type: 'give' | 'takeback') =>
    transfers.filter((t) => t.type === type && inRange(t.createdAt)).reduce((n, t) => n + t.amount, 0);
  const settled = ids.length
    ? await q
        .select({ state: bets.state, stake: bets.stake, winCash: bets.winCash, settledAt: bets.settledAt })
        .from(bets)
        .where(and(inArray(bets.memId, ids), inArray(bets.state, ['win', 'lose', 'draw'])))
    : [];
  const nodes = [...tree.nodes.values()];
  const logins = await loginsOf(q, ids, now);
  const today = seoulDays(seoulDateTime(now).slice(0, 10), seoulDateTime(now).slice(0, 10));
  return {
    categories,
    deposits: approved('in'),
    withdrawals: approved('out'),
    moneyGiven: transferred('give'),
    moneyTakenBack: transferred('takeback'),
    winLose: settled.filter((b) => inRange(b.settledAt)).reduce((n, b) => n + betProfit(b), 0),
    holdings: nodes.reduce((n, x) => n + x.row.cash, 0),
    subPartnerCount: nodes.filter((n) => n.row.partnerType).length,
    userCount: nodes.filter((n) => !n.row.partnerType).length,
    todayJoinCount: nodes.filter((n) => today.from && today.to && n.row.joinedAt >= today.from && n.row.joinedAt < today.to).length,
    onlineCount: logins.online.size,
  };
}
