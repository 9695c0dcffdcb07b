// partner operations, from state: the status, the sub-member lists, the sub-members'
// cash requests and bets, rates with their one-day lock, settlements computed from settled bets and
// their reserved payments (paid by the clock's ticker), gives / take-backs / moves (each a pair of
// ledger moves in the caller's memberAction) and sub-partner creation (domain/signup.ts createMember). The rules are in
// domain/partner.ts and docs/rules.md#partner-money. A caller who is not a partner: C301 / C401 for
// money, E002 for the rest.
import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Tx } from '../db/open';
import { bets, cashRequests, GAME_CATEGORIES, members, partnerTransfers, settlementReservations, type GameCategory } from '../db/schema';
import { historyRow } from '../domain/cash';
import { asc, desc, inOrder, matches, pageOf } from '../domain/lists';
import { lockedUntil, mayDo, memberLock, rankOf, rateBook, rateIn, recordTransfer, setRates, type RateBook } from '../domain/partner';
import {
  betProfit,
  isSettled,
  ownFigures,
  reservationsOf,
  seoulDays,
  settlementFigures,
  settlementKey,
  type SettlementKind,
} from '../domain/partner-figures';
import { loadTree, loginsOf, scopeOf, type Logins, type Tree, type TreeNode } from '../domain/partner-tree';
import { createMember, displayNames } from '../domain/signup';
import { memberAction } from '../idempotent';
import { lockMember, type MemberRow } from '../ledger';
import { ok, type Handlers } from './types';
import { fail, sessionOf, type Ctx } from '../context';

type S = components['schemas'];
type PartnerType = S['PartnerType'];

const typeOf = (m: MemberRow): PartnerType => (m.partnerType ?? 'NORMAL') as PartnerType;

/** The caller's subtree, or undefined when the caller is not a partner. */
async function partnerTree(ctx: Ctx): Promise<{ me: MemberRow; tree: Tree } | undefined> {
  const { member } = sessionOf(ctx);
  if (!member.partnerType) return undefined;
  return { me: member, tree: await loadTree(ctx.db, member.memId) };
}

/** Seoul `YYYY-MM-DD HH:mm:ss` → the instant. */
const fromSeoul = (s: string): Date => new Date(`${s.replace(' ', 'T')}+09:00`);

// ---------------------------------------------------------------------------------------------
// Sub-member lists

function memberView(node: TreeNode, tree: Tree, logins: Logins, book: RateBook): S['PartnerMember'] {
  const m = node.row;
  const last = logins.last.get(m.memId);
  const casino = rateIn(book, m.memId, 'casino');
  return {
    memId: m.memId,
    memNick: m.nick,
    partnerType: typeOf(m),
    parentId: m.parentId,
    depth: node.depth,
    cashAmt: m.cash,
    pointAmt: m.points,
    online: logins.online.has(m.memId) ? 'Y' : 'N',
    joinDate: seoulDateTime(m.joinedAt),
    lastLoginDate: last ? seoulDateTime(last) : null,
    subCount: (tree.children.get(m.memId) ?? []).length,
    ...(m.state === 'waiting' ? {} : { state: m.state }),
    ...(m.partnerType ? { rollingRate: casino.rollingRate, losingRate: casino.losingRate } : {}),
  };
}

async function memberList(
  ctx: Ctx,
  body: S['PartnerMemberListRequest'],
  only: { online?: boolean; partners?: boolean },
): Promise<S['PartnerMemberListData'] | undefined> {
  const p = await partnerTree(ctx);
  if (!p) return undefined;
  const { tree } = p;
  const scope = scopeOf(tree, body.memId);
  const logins = await loginsOf(ctx.db, scope, ctx.now);
  const book = await rateBook(ctx.db, scope);
  const range = seoulDays(body.startDate, body.endDate);
  const nodes = scope
    .map((id) => tree.nodes.get(id))
    .filter((n): n is TreeNode => n !== undefined)
    .filter((n) => {
      const m = n.row;
      if (only.partners && !m.partnerType) return false;
      if ((only.online || body.online === 'Y') && !logins.online.has(m.memId)) return false;
      if (body.online === 'N' && logins.online.has(m.memId)) return false;
      if (body.partnerType && typeOf(m) !== body.partnerType) return false;
      if (range.from && m.joinedAt < range.from) return false;
      if (range.to && m.joinedAt >= range.to) return false;
      return matches(body.searchText, { memId: m.memId, nick: m.nick });
    });
  const lastLogin = (n: TreeNode) => logins.last.get(n.row.memId)?.getTime() ?? 0;
  const { list, pageInfo } = pageOf(
    nodes,
    body,
    {
      memId: (n) => n.row.memId,
      memNick: (n) => n.row.nick,
      partnerType: (n) => rankOf(n.row.partnerType),
      cashAmt: (n) => n.row.cash,
      joinDate: (n) => n.row.joinedAt.getTime(),
      lastLoginDate: lastLogin,
    },
    inOrder(
      desc((n: TreeNode) => n.row.joinedAt.getTime()),
      asc((n: TreeNode) => n.row.memId),
    ),
  );
  return { list: list.map((n) => memberView(n, tree, logins, book)), pageInfo };
}

// ---------------------------------------------------------------------------------------------
// Settlements

/** docs/rules.md#partner-money: a sub-partner's row is its branch at its rates, a member's its own bets at the caller's. */
async function settlementList(ctx: Ctx, body: S['PartnerSettlementListRequest'], kind: SettlementKind) {
  const p = await partnerTree(ctx);
  if (!p) return undefined;
  const { tree } = p;
  const whose = scopeOf(tree, body.memId).filter((id) => kind === 'members' || tree.nodes.get(id)?.row.partnerType);
  const figures = await settlementFigures(ctx.db, tree, whose, seoulDays(body.startDate, body.endDate), kind);
  const reserved = await reservationsOf(ctx.db, whose);
  const rows = figures
    .map(({ profit: _profit, ...f }) => {
      const r = reserved.get(settlementKey(f.memId, f.date, f.category));
      const node = tree.nodes.get(f.memId);
      return {
        ...f,
        memNick: node?.row.nick ?? f.memId,
        paidYn: r?.status === 'paid' ? ('Y' as const) : ('N' as const),
        reservedAt: r ? seoulDateTime(r.payAt) : null,
      };
    })
    .filter(
      (r) =>
        (!body.category || r.category === body.category) &&
        (!body.paidYn || r.paidYn === body.paidYn) &&
        matches(body.searchText, { memId: r.memId, nick: r.memNick }),
    );
  const { list, pageInfo } = pageOf(
    rows,
    body,
    {
      date: (r) => r.date,
      memId: (r) => r.memId,
      totalBet: (r) => r.totalBet,
      totalWin: (r) => r.totalWin,
      rolling: (r) => r.rolling,
      settlement: (r) => r.settlement,
    },
    inOrder(
      desc((r: (typeof rows)[number]) => r.date),
      asc((r: (typeof rows)[number]) => r.memId),
      asc((r: (typeof rows)[number]) => GAME_CATEGORIES.indexOf(r.category)),
    ),
  );
  const totals = rows.reduce(
    (t, r) => ({
      totalBet: t.totalBet + r.totalBet,
      totalWin: t.totalWin + r.totalWin,
      rolling: t.rolling + r.rolling,
      settlement: t.settlement + r.settlement,
    }),
    { totalBet: 0, totalWin: 0, rolling: 0, settlement: 0 },
  );
  return { list, pageInfo, totals };
}

// ---------------------------------------------------------------------------------------------
// Transfers

type TransferRow = typeof partnerTransfers.$inferSelect;

const transferView = (t: TransferRow): S['MoneyTransferRecord'] => ({
  date: seoulDateTime(t.createdAt),
  successYn: 'Y',
  type: t.type,
  fromId: t.fromId,
  targetId: t.targetId,
  amount: t.amount,
  balanceAfter: t.balanceAfter,
  cashAfter: t.cashAfter,
  note: t.note,
});

/**
 * A row of the money move list: as the money moved (docs/rules.md#partner-money). fromId the sender
 * and balanceAfter its cash after, targetId the receiver and cashAfter its cash after; a take-back
 * moved the member's money to the partner (its record names the member as its target, as the give
 * history shows it).
 */
const movedView = (t: TransferRow): S['MoneyTransferRecord'] =>
  t.type === 'takeback'
    ? { ...transferView(t), targetId: t.partnerId, balanceAfter: t.cashAfter, cashAfter: t.balanceAfter }
    : transferView(t);

async function transferList(ctx: Ctx, body: S['PartnerMoneyMoveListRequest'], which: 'transfers' | 'all') {
  const { member } = sessionOf(ctx);
  if (!member.partnerType) return undefined;
  const range = seoulDays(body.startDate, body.endDate);
  const mine =
    which === 'all'
      ? eq(partnerTransfers.partnerId, member.memId)
      : or(
          and(eq(partnerTransfers.partnerId, member.memId), inArray(partnerTransfers.type, ['give', 'takeback'])),
          // what the partner above gave it or took back
          and(eq(partnerTransfers.targetId, member.memId), inArray(partnerTransfers.type, ['give', 'takeback'])),
        );
  const rows = (
    await ctx.db
      .select()
      .from(partnerTransfers)
      .where(
        and(
          mine,
          body.transferType ? eq(partnerTransfers.type, body.transferType) : undefined,
          range.from ? gte(partnerTransfers.createdAt, range.from) : undefined,
          range.to ? lt(partnerTransfers.createdAt, range.to) : undefined,
        ),
      )
  ).filter((t) => !body.searchText || matches(body.searchText, { memId: t.targetId }) || matches(body.searchText, { memId: t.fromId }));
  const { list, pageInfo } = pageOf(
    rows,
    body,
    { date: (t) => t.createdAt.getTime(), targetId: (t) => t.targetId, amount: (t) => t.amount },
    inOrder(
      desc((t: TransferRow) => t.createdAt.getTime()),
      desc((t: TransferRow) => t.idx),
    ),
  );
  return { list: list.map(which === 'all' ? movedView : transferView), pageInfo };
}

/** Locks sub-members in a stable order (two transfers at once cannot deadlock). */
async function lockAll(tx: Tx, ids: readonly string[]): Promise<Map<string, MemberRow>> {
  const out = new Map<string, MemberRow>();
  for (const id of [...new Set(ids)].sort()) {
    const m = await lockMember(tx, id);
    if (m) out.set(id, m);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

type RateAsk = { category: GameCategory; rollingRate: number; losingRate: number };

/** The first asked rate above the partner's own in its category. */
const aboveOwn = (book: RateBook, ownId: string, rates: readonly RateAsk[]): boolean =>
  rates.some((r) => {
    const own = rateIn(book, ownId, r.category);
    return r.rollingRate > own.rollingRate || r.losingRate > own.losingRate;
  });

function ratesView(book: RateBook, memId: string, ceilingId: string, now: Date): S['PartnerRatesData'] {
  const lock = memberLock(book, memId, now);
  return {
    memId,
    rates: GAME_CATEGORIES.map((category) => {
      const r = rateIn(book, memId, category);
      const max = rateIn(book, ceilingId, category);
      const until = lockedUntil(r.changedAt, now);
      return {
        category,
        rollingRate: r.rollingRate,
        losingRate: r.losingRate,
        maxRollingRate: max.rollingRate,
        maxLosingRate: max.losingRate,
        lockedUntil: until ? seoulDateTime(until) : null,
      };
    }),
    lockedUntil: lock ? seoulDateTime(lock) : null,
  };
}

const COMPANY: Record<string, string> = {
  sport: '스포츠',
  esport: 'e스포츠',
  mini: '미니게임',
  casino: '카지노',
  hotel: '호텔카지노',
  slot: '슬롯',
  fish: '피싱',
};

const gameNamesOf = (v: unknown): S['GameNames'] | undefined =>
  v && typeof v === 'object' && typeof (v as { ko?: unknown }).ko === 'string' ? (v as S['GameNames']) : undefined;

export const partnerHandlers: Handlers = {
  async partnerStats(body, ctx) {
    const p = await partnerTree(ctx);
    if (!p) return fail('E002');
    const { me, tree } = p;
    const ids = [...tree.nodes.keys()];
    const range = seoulDays(body.startDate, body.endDate);
    // docs/rules.md#partner-money: the sums of the per-member settlement rows
    const own = await ownFigures(ctx.db, tree, range);
    const book = await rateBook(ctx.db, [me.memId]);
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
      ? await ctx.db
          .select()
          .from(cashRequests)
          .where(and(inArray(cashRequests.memId, ids), eq(cashRequests.status, '1')))
      : [];
    const approved = (direction: 'in' | 'out') =>
      cash.filter((c) => c.direction === direction && inRange(c.processedAt)).reduce((n, c) => n + c.amount, 0);
    const transfers = await ctx.db.select().from(partnerTransfers).where(eq(partnerTransfers.partnerId, me.memId));
    const transferred = (type: 'give' | 'takeback') =>
      transfers.filter((t) => t.type === type && inRange(t.createdAt)).reduce((n, t) => n + t.amount, 0);
    const settled = ids.length
      ? await ctx.db
          .select({ state: bets.state, stake: bets.stake, winCash: bets.winCash, settledAt: bets.settledAt })
          .from(bets)
          .where(and(inArray(bets.memId, ids), inArray(bets.state, ['win', 'lose', 'draw'])))
      : [];
    const nodes = [...tree.nodes.values()];
    const logins = await loginsOf(ctx.db, ids, ctx.now);
    const today = seoulDays(seoulDateTime(ctx.now).slice(0, 10), seoulDateTime(ctx.now).slice(0, 10));
    return ok({
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
    });
  },

  async partnerMembers(body, ctx) {
    const data = await memberList(ctx, body, {});
    return data ? ok(data) : fail('E002');
  },

  async partnerOnlineMembers(body, ctx) {
    const data = await memberList(ctx, body, { online: true });
    return data ? ok(data) : fail('E002');
  },

  async partnerSubPartners(body, ctx) {
    const data = await memberList(ctx, body, { partners: true });
    return data ? ok(data) : fail('E002');
  },

  async partnerCashList(body, ctx) {
    const p = await partnerTree(ctx);
    if (!p) return fail('E002');
    const { tree } = p;
    const scope = scopeOf(tree, body.memId);
    const range = seoulDays(body.startDate, body.endDate);
    const rows = scope.length
      ? await ctx.db
          .select()
          .from(cashRequests)
          .where(
            and(
              inArray(cashRequests.memId, scope),
              body.cashType ? eq(cashRequests.direction, body.cashType) : undefined,
              body.status ? eq(cashRequests.status, body.status) : undefined,
              range.from ? gte(cashRequests.appliedAt, range.from) : undefined,
              range.to ? lt(cashRequests.appliedAt, range.to) : undefined,
            ),
          )
      : [];
    const who = (memId: string) => tree.nodes.get(memId)?.row;
    const found = rows.filter((r) => matches(body.searchText, { memId: r.memId, nick: who(r.memId)?.nick }));
    type Row = (typeof found)[number];
    const amountOf = (dir: 'in' | 'out') => (r: Row) => (r.direction === dir ? r.amount : 0);
    // docs/rules.md#partner-money: the totals count completed money only (what the status counts)
    const completed = found.filter((r) => r.status === '1');
    const { list, pageInfo } = pageOf(
      found,
      body,
      {
        applyDate: (r) => r.appliedAt.getTime(),
        memId: (r) => r.memId,
        depositAmt: amountOf('in'),
        bonusAmt: (r) => (r.direction === 'in' ? r.bonusAmt : 0),
        withdrawAmt: amountOf('out'),
        processDate: (r) => r.processedAt?.getTime() ?? 0,
        status: (r) => r.status,
      },
      inOrder(
        desc((r: Row) => r.appliedAt.getTime()),
        desc((r: Row) => r.idx),
      ),
    );
    return ok({
      list: list.map((r) => {
        const m = who(r.memId);
        return {
          ...historyRow(r),
          memId: r.memId,
          ...(m ? { memNick: m.nick, partnerType: typeOf(m) } : {}),
          cashType: r.direction,
        };
      }),
      pageInfo,
      totals: {
        depositAmt: completed.reduce((n, r) => n + amountOf('in')(r), 0),
        bonusAmt: completed.reduce((n, r) => n + (r.direction === 'in' ? r.bonusAmt : 0), 0),
        withdrawAmt: completed.reduce((n, r) => n + amountOf('out')(r), 0),
      },
    });
  },

  async partnerBettingList(body, ctx) {
    const p = await partnerTree(ctx);
    if (!p) return fail('E002');
    const { tree } = p;
    const scope = scopeOf(tree, body.memId);
    const range = seoulDays(body.startDate, body.endDate);
    const state = body.result === 'wait' ? 'bet' : body.result;
    const rows = scope.length
      ? await ctx.db
          .select()
          .from(bets)
          .where(
            and(
              inArray(bets.memId, scope),
              state ? eq(bets.state, state) : undefined,
              body.vendorCode ? eq(bets.vendorCode, body.vendorCode) : undefined,
              range.from ? gte(bets.placedAt, range.from) : undefined,
              range.to ? lt(bets.placedAt, range.to) : undefined,
            ),
          )
      : [];
    const who = (memId: string) => tree.nodes.get(memId)?.row;
    const found = rows.filter((r) => matches(body.searchText, { memId: r.memId, nick: who(r.memId)?.nick }));
    type Row = (typeof found)[number];
    // docs/rules.md#partner-money: the house's side (stake − winnings), settled bets only, totals too
    const revenue = betProfit;
    const settled = found.filter((r) => isSettled(r.state));
    const { list, pageInfo } = pageOf(
      found,
      body,
      { regDate: (r) => r.placedAt.getTime(), memId: (r) => r.memId, cash: (r) => r.stake, winCash: (r) => r.winCash, revenue },
      inOrder(
        desc((r: Row) => r.placedAt.getTime()),
        desc((r: Row) => r.betIdx),
      ),
    );
    return ok({
      list: list.map((r) => {
        const m = who(r.memId);
        const names = gameNamesOf(r.gameNames);
        return {
          betIdx: r.betIdx,
          company: COMPANY[r.groupKey] ?? r.groupKey,
          form: r.form,
          ...(r.vendorCode ? { vendorCode: r.vendorCode } : {}),
          ...(names ? { gameNames: names } : {}),
          gameType: r.groupKey,
          cash: r.stake,
          winCash: r.winCash,
          revenue: revenue(r),
          type: r.state,
          regDate: seoulDateTime(r.placedAt),
          memId: r.memId,
          ...(m ? { memNick: m.nick, partnerType: typeOf(m) } : {}),
        };
      }),
      pageInfo,
      totals: {
        cash: settled.reduce((n, r) => n + r.stake, 0),
        winCash: settled.reduce((n, r) => n + r.winCash, 0),
        revenue: settled.reduce((n, r) => n + revenue(r), 0),
      },
    });
  },

  async partnerRates(body, ctx) {
    const p = await partnerTree(ctx);
    if (!p) return fail('E002');
    const { me, tree } = p;
    const memId = body.memId && body.memId !== me.memId ? body.memId : me.memId;
    if (memId !== me.memId && !tree.nodes.has(memId)) return fail('E002');
    const book = await rateBook(ctx.db, [memId, me.memId]);
    return ok(ratesView(book, memId, me.memId, ctx.now));
  },

  async partnerRateUpdate(body, ctx) {
    return memberAction(ctx, 'partnerRateUpdate', body, async (tx, me) => {
      if (!me.partnerType) return fail('E002');
      const tree = await loadTree(tx, me.memId);
      if (!tree.nodes.has(body.memId)) return fail('T999', `${body.memId} is not a sub-member`);
      await lockMember(tx, body.memId);
      const book = await rateBook(tx, [body.memId, me.memId]);
      const lock = memberLock(book, body.memId, ctx.now);
      if (lock)
        return { code: 'PR02' as const, msg: `the rates are locked until ${seoulDateTime(lock)}`, data: { until: seoulDateTime(lock) } };
      if (aboveOwn(book, me.memId, body.rates)) return fail('PR01', 'a rate is above your own');
      await setRates(tx, body.memId, body.rates, ctx.now);
      const after = await rateBook(tx, [body.memId, me.memId]);
      return ok(ratesView(after, body.memId, me.memId, ctx.now));
    });
  },

  async partnerSettlements(body, ctx) {
    const data = await settlementList(ctx, body, 'partners');
    return data ? ok(data) : fail('E002');
  },

  async partnerUserSettlements(body, ctx) {
    const data = await settlementList(ctx, body, 'members');
    return data ? ok(data) : fail('E002');
  },

  async partnerSettlementReserve(body, ctx) {
    return memberAction(ctx, 'partnerSettlementReserve', body, async (tx, me) => {
      if (!me.partnerType) return fail('E002');
      const { memId, settlementDate, category } = body;
      if (!memId || !settlementDate || !category) return fail('T999', 'which settlement: memId, settlementDate and category');
      const tree = await loadTree(tx, me.memId);
      if (!tree.nodes.has(memId)) return fail('T999', `${memId} is not a sub-member`);
      // docs/rules.md#partner-money: a member's row is the partner's own earning, nothing to pay
      if (!tree.nodes.get(memId)?.row.partnerType) return fail('T999', `${memId} is not a sub-partner`);
      const taken = await tx
        .select()
        .from(settlementReservations)
        .where(
          and(
            eq(settlementReservations.memId, memId),
            eq(settlementReservations.settlementDate, settlementDate),
            eq(settlementReservations.category, category),
            inArray(settlementReservations.status, ['waiting', 'paid']),
          ),
        )
        .for('update');
      if (taken.length) return fail('C999', 'already reserved or paid');
      const [figure] = (await settlementFigures(tx, tree, [memId], seoulDays(settlementDate, settlementDate), 'partners')).filter(
        (f) => f.category === category,
      );
      const amount = body.amount ?? figure?.settlement ?? 0;
      if (amount <= 0) return fail('T999', 'nothing to pay');
      await tx.insert(settlementReservations).values({
        partnerId: me.memId,
        memId,
        settlementDate,
        category,
        amount,
        payAt: fromSeoul(body.payAt),
        createdAt: ctx.now,
      });
      return ok({ resultCode: '0' as const });
    });
  },

  async partnerSettlementReserveList(body, ctx) {
    const { member } = sessionOf(ctx);
    if (!member.partnerType) return fail('E002');
    const range = seoulDays(body.startDate, body.endDate);
    const rows = await ctx.db
      .select({ r: settlementReservations, nick: members.nick })
      .from(settlementReservations)
      .innerJoin(members, eq(members.memId, settlementReservations.memId))
      .where(
        and(
          eq(settlementReservations.partnerId, member.memId),
          body.status ? eq(settlementReservations.status, body.status) : undefined,
          range.from ? gte(settlementReservations.payAt, range.from) : undefined,
          range.to ? lt(settlementReservations.payAt, range.to) : undefined,
        ),
      );
    type Row = (typeof rows)[number];
    const found = rows.filter((x) => matches(body.searchText, { memId: x.r.memId, nick: x.nick }));
    const { list, pageInfo } = pageOf(
      found,
      body,
      { payAt: (x) => x.r.payAt.getTime(), settlementDate: (x) => x.r.settlementDate, memId: (x) => x.r.memId, amount: (x) => x.r.amount },
      inOrder(
        desc((x: Row) => x.r.payAt.getTime()),
        desc((x: Row) => x.r.idx),
      ),
    );
    return ok({
      list: list.map(({ r, nick }) => ({
        reserveIdx: r.idx,
        memId: r.memId,
        memNick: nick,
        settlementDate: r.settlementDate,
        category: r.category,
        amount: r.amount,
        payAt: seoulDateTime(r.payAt),
        status: r.status,
        createdAt: seoulDateTime(r.createdAt),
        doneAt: r.doneAt ? seoulDateTime(r.doneAt) : null,
      })),
      pageInfo,
    });
  },

  async partnerSettlementReserveCancel(body, ctx) {
    return memberAction(ctx, 'partnerSettlementReserveCancel', body, async (tx, me) => {
      const r = (
        await tx
          .select()
          .from(settlementReservations)
          .where(and(eq(settlementReservations.idx, body.reserveIdx), eq(settlementReservations.partnerId, me.memId)))
          .for('update')
      )[0];
      if (!r) return fail('T999', 'no such reservation of yours');
      if (r.status === 'paid') return fail('C503');
      if (r.status === 'cancelled') return fail('C999');
      await tx.update(settlementReservations).set({ status: 'cancelled', doneAt: ctx.now }).where(eq(settlementReservations.idx, r.idx));
      return ok({ resultCode: '0' as const });
    });
  },

  async partnerMoneyTransfer(body, ctx) {
    const give = body.type === 'give';
    return memberAction(ctx, 'partnerMoneyTransfer', body, async (tx, me) => {
      if (!me.partnerType || !(await mayDo(tx, me.memId, give ? 'give' : 'takeback'))) return fail(give ? 'C301' : 'C401');
      const tree = await loadTree(tx, me.memId);
      if (!tree.nodes.has(body.targetId)) return fail(give ? 'C302' : 'C402');
      const target = await lockMember(tx, body.targetId);
      if (!target) return fail(give ? 'C302' : 'C402');
      if (give ? body.amount > me.cash : body.amount > target.cash) return fail(give ? 'C303' : 'C403');
      const { row } = await recordTransfer(tx, {
        partner: me,
        type: body.type,
        from: give ? me : target,
        to: give ? target : me,
        amount: body.amount,
        note: body.note,
        now: ctx.now,
      });
      return ok(transferView(row));
    });
  },

  async partnerMoneyTransferList(body, ctx) {
    const data = await transferList(ctx, body, 'transfers');
    return data ? ok(data) : fail('E002');
  },

  async partnerMoneyMove(body, ctx) {
    return memberAction(ctx, 'partnerMoneyMove', body, async (tx, me) => {
      if (!me.partnerType || !(await mayDo(tx, me.memId, 'move'))) return fail('C301');
      const tree = await loadTree(tx, me.memId);
      if (body.fromId === body.toId || !tree.nodes.has(body.fromId) || !tree.nodes.has(body.toId)) return fail('C302');
      const locked = await lockAll(tx, [body.fromId, body.toId]);
      const from = locked.get(body.fromId);
      const to = locked.get(body.toId);
      if (!from || !to) return fail('C302');
      if (body.amount > from.cash) return fail('C303');
      const { row } = await recordTransfer(tx, {
        partner: me,
        type: 'move',
        from,
        to,
        amount: body.amount,
        note: body.note,
        now: ctx.now,
      });
      return ok(transferView(row));
    });
  },

  async partnerMoneyMoveList(body, ctx) {
    const data = await transferList(ctx, body, 'all');
    return data ? ok(data) : fail('E002');
  },

  async partnerCreate(body, ctx) {
    const { member: me } = sessionOf(ctx);
    if (!me.partnerType) return fail('E002');
    if (body.partnerType === 'NORMAL' || rankOf(body.partnerType) <= rankOf(me.partnerType))
      return fail('E002', `a sub-partner's role is below your own (${me.partnerType})`);
    const rates = body.rates ?? [];
    const book = await rateBook(ctx.db, [me.memId]);
    if (aboveOwn(book, me.memId, rates)) return fail('PR01', 'a rate is above your own');
    const names = displayNames(body);
    if ('code' in names) return fail(names.code);
    const refused = await createMember(
      ctx.db,
      {
        memId: body.memId,
        memPass: body.memPass,
        names,
        memPhone: body.memPhone,
        bank: body.bank,
        bankacc: body.bankacc,
        cashOutPass: null,
        parentId: me.memId,
        partnerType: body.partnerType,
        state: 'normal',
        joinedAt: ctx.now,
      },
      (tx) => setRates(tx, body.memId, rates, null),
    );
    if (refused) return fail(refused);
    return ok({ resultCode: '0' as const });
  },
};
