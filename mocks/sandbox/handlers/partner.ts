// partner operations, from state: the status, the sub-member lists, the sub-members' cash requests
// and bets, rates with their one-day lock, settlements computed from settled bets and their reserved
// payments (paid by the clock's ticker), gives / take-backs / moves (each a pair of ledger moves in
// the caller's memberAction) and sub-partner creation. This file maps each operation to the domain
// (domain/partner*.ts; the rules in docs/rules.md#partner-money) and shapes its answer. A caller who
// is not a partner: C301 / C401 for money, E002 for the rest.
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import { fail, sessionOf, type Ctx } from '../context';
import { GAME_CATEGORIES } from '../db/schema';
import { historyRow } from '../domain/cash';
import { lockedUntil, memberLock, rateBook, rateIn, updateRates, type RateBook, type Refusal } from '../domain/partner';
import { betProfit } from '../domain/partner-figures';
import { createSubPartner, subMemberPage, typeOf, type MemberListKind } from '../domain/partner-members';
import { betPage, cashRequestPage } from '../domain/partner-reads';
import { cancelReservation, reservationPage, reserveSettlement, settlementPage } from '../domain/partner-settlements';
import { partnerStatus } from '../domain/partner-status';
import { giveOrTakeBack, moveMoney, transferPage, type TransferListKind, type TransferRow } from '../domain/partner-transfers';
import { loadTree, type Logins, type Tree, type TreeNode } from '../domain/partner-tree';
import { memberAction } from '../idempotent';
import type { MemberRow } from '../ledger';
import { ok, type Handlers } from './types';

type S = components['schemas'];

/** The caller's subtree, or undefined when the caller is not a partner. */
async function partnerTree(ctx: Ctx): Promise<{ me: MemberRow; tree: Tree } | undefined> {
  const { member } = sessionOf(ctx);
  if (!member.partnerType) return undefined;
  return { me: member, tree: await loadTree(ctx.db, member.memId) };
}

/** The data of a partner's read, or E002 when the caller is not a partner. */
const partnerRead = <D>(data: D | undefined) => (data === undefined ? fail('E002') : ok(data));

/** A domain refusal as the operation's failure. */
const refused = (r: Refusal) => fail(r.refuse, r.msg);

const done = (r: Refusal | undefined) => (r ? refused(r) : ok({ resultCode: '0' as const }));

// ---------------------------------------------------------------------------------------------
// The answers' rows

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

async function memberList(ctx: Ctx, body: S['PartnerMemberListRequest'], only: MemberListKind) {
  const p = await partnerTree(ctx);
  if (!p) return undefined;
  const { list, pageInfo, logins, book } = await subMemberPage(ctx.db, p.tree, body, only, ctx.now);
  return { list: list.map((n) => memberView(n, p.tree, logins, book)), pageInfo };
}

/** A sub-member's nickname and partner type, where the tree holds it. */
const whoIn = (tree: Tree, memId: string) => {
  const m = tree.nodes.get(memId)?.row;
  return m ? { memNick: m.nick, partnerType: typeOf(m) } : {};
};

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

async function transferList(ctx: Ctx, body: S['PartnerMoneyMoveListRequest'], which: TransferListKind) {
  const { member } = sessionOf(ctx);
  if (!member.partnerType) return undefined;
  const { list, pageInfo } = await transferPage(ctx.db, member.memId, body, which);
  return { list: list.map(which === 'all' ? movedView : transferView), pageInfo };
}

const transferred = (r: Refusal | TransferRow) => ('refuse' in r ? refused(r) : ok(transferView(r)));

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

// ---------------------------------------------------------------------------------------------

export const partnerHandlers: Handlers = {
  async partnerStats(body, ctx) {
    const p = await partnerTree(ctx);
    return partnerRead(p && (await partnerStatus(ctx.db, p.me, p.tree, body, ctx.now)));
  },

  async partnerMembers(body, ctx) {
    return partnerRead(await memberList(ctx, body, {}));
  },

  async partnerOnlineMembers(body, ctx) {
    return partnerRead(await memberList(ctx, body, { online: true }));
  },

  async partnerSubPartners(body, ctx) {
    return partnerRead(await memberList(ctx, body, { partners: true }));
  },

  async partnerCashList(body, ctx) {
    const p = await partnerTree(ctx);
    if (!p) return fail('E002');
    const { list, pageInfo, totals } = await cashRequestPage(ctx.db, p.tree, body);
    return ok({
      list: list.map((r) => ({ ...historyRow(r), memId: r.memId, ...whoIn(p.tree, r.memId), cashType: r.direction })),
      pageInfo,
      totals,
    });
  },

  async partnerBettingList(body, ctx) {
    const p = await partnerTree(ctx);
    if (!p) return fail('E002');
    const { list, pageInfo, totals } = await betPage(ctx.db, p.tree, body);
    return ok({
      list: list.map((r) => {
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
          revenue: betProfit(r),
          type: r.state,
          regDate: seoulDateTime(r.placedAt),
          memId: r.memId,
          ...whoIn(p.tree, r.memId),
        };
      }),
      pageInfo,
      totals,
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
      const r = await updateRates(tx, me.memId, body, ctx.now);
      if ('refuse' in r) return refused(r);
      if ('lockedUntil' in r) {
        const until = seoulDateTime(r.lockedUntil);
        return { code: 'PR02' as const, msg: `the rates are locked until ${until}`, data: { until } };
      }
      return ok(ratesView(r.book, body.memId, me.memId, ctx.now));
    });
  },

  async partnerSettlements(body, ctx) {
    const p = await partnerTree(ctx);
    return partnerRead(p && (await settlementPage(ctx.db, p.tree, body, 'partners')));
  },

  async partnerUserSettlements(body, ctx) {
    const p = await partnerTree(ctx);
    return partnerRead(p && (await settlementPage(ctx.db, p.tree, body, 'members')));
  },

  async partnerSettlementReserve(body, ctx) {
    return memberAction(ctx, 'partnerSettlementReserve', body, async (tx, me) =>
      me.partnerType ? done(await reserveSettlement(tx, me, body, ctx.now)) : fail('E002'),
    );
  },

  async partnerSettlementReserveList(body, ctx) {
    const { member } = sessionOf(ctx);
    if (!member.partnerType) return fail('E002');
    const { list, pageInfo } = await reservationPage(ctx.db, member.memId, body);
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
    return memberAction(ctx, 'partnerSettlementReserveCancel', body, async (tx, me) =>
      done(await cancelReservation(tx, me.memId, body.reserveIdx, ctx.now)),
    );
  },

  async partnerMoneyTransfer(body, ctx) {
    return memberAction(ctx, 'partnerMoneyTransfer', body, async (tx, me) => transferred(await giveOrTakeBack(tx, me, body, ctx.now)));
  },

  async partnerMoneyTransferList(body, ctx) {
    return partnerRead(await transferList(ctx, body, 'transfers'));
  },

  async partnerMoneyMove(body, ctx) {
    return memberAction(ctx, 'partnerMoneyMove', body, async (tx, me) => transferred(await moveMoney(tx, me, body, ctx.now)));
  },

  async partnerMoneyMoveList(body, ctx) {
    return partnerRead(await transferList(ctx, body, 'all'));
  },

  async partnerCreate(body, ctx) {
    const { member: me } = sessionOf(ctx);
    if (!me.partnerType) return fail('E002');
    return done(await createSubPartner(ctx.db, me, body, ctx.now));
  },
};
