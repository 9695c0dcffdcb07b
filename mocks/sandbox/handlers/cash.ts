// Deposits, withdrawals, their history, the rules the screens show, game money back to cash: from
// state (domain/cash.ts). Every action runs through memberAction (one transaction, the member's row
// locked, the Idempotency-Key applied once); a move of money is told by CASH after the answer
// (money-push.ts).
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { seoulDateTime } from '../clock';
import { cashRequests, members, messages, settings } from '../db/schema';
import { unreadCount } from '../domain/members';
import {
  bonusKindOf,
  cashRules,
  historyRow,
  hideRequests,
  mergeGameMoney,
  requestDeposit,
  requestWithdrawal,
  seoulRange,
  type Refusal,
} from '../domain/cash';
import { overLimit } from '../domain/safety';
import { memberAction } from '../idempotent';
import { getSetting } from '../settings';
import { ok, type Handlers } from './types';
import { fail, sessionOf, type Ctx, type Failure } from '../context';

const refuse = (r: Refusal): Failure => fail(r.code, r.msg);

/** U0011 for a suspended member (the rules screens too). */
const suspended = (ctx: Ctx): boolean => sessionOf(ctx).member.state === 'suspended';

export const cashHandlers: Handlers = {
  async cashIn(body, ctx) {
    return memberAction(ctx, 'cashIn', body, async (tx, member) => {
      const over = await overLimit(tx, member.memId, 'deposit', body.amount, ctx.now);
      if (over) return { code: 'RG10' as const, data: over };
      const r = await requestDeposit(
        tx,
        member,
        {
          payType: body.payType,
          amount: body.amount,
          bonusYn: body.bonusYn,
          depositName: body.depositName,
          coinAmount: body.coinAmount,
          txHash: body.txHash,
        },
        ctx.now,
      );
      if ('code' in r) return refuse(r);
      return ok({ cashIdx: r.idx, status: r.status, cashAmt: member.cash });
    });
  },

  async cashOut(body, ctx) {
    return memberAction(ctx, 'cashOut', body, async (tx, member) => {
      const r = await requestWithdrawal(
        tx,
        member,
        {
          payType: body.payType,
          amount: body.amount,
          cashOutPass: body.cashOutPass,
          walletAddress: body.walletAddress,
          network: body.network,
        },
        ctx.now,
      );
      if ('code' in r) return refuse(r);
      const cash = (await tx.select({ cash: members.cash }).from(members).where(eq(members.memId, member.memId)))[0]?.cash ?? 0;
      return ok({ cashIdx: r.idx, status: r.status, cashAmt: cash });
    });
  },

  async cashInInfo(_body, ctx) {
    if (suspended(ctx)) return fail('U0011');
    const rules = await cashRules(ctx.db);
    const d = rules.deposit;
    return ok({
      minAmount: d.min,
      maxAmount: d.max,
      amountUnit: d.unit,
      retryMinutes: d.retryMinutes,
      coinWallet: rules.coinWallet,
      bonusKind: await bonusKindOf(ctx.db, sessionOf(ctx).member.memId, ctx.now),
    });
  },

  async cashOutInfo(_body, ctx) {
    if (suspended(ctx)) return fail('U0011');
    const rules = await cashRules(ctx.db);
    const w = rules.withdrawal;
    return ok({
      minAmount: w.min,
      maxAmount: w.max,
      amountUnit: w.unit,
      retryMinutes: w.retryMinutes,
      maintenanceStart: rules.bankMaintenance.start,
      maintenanceEnd: rules.bankMaintenance.end,
    });
  },

  async cashList(body, ctx) {
    const { memId } = sessionOf(ctx).member;
    const page = body.page ?? 1;
    const per = body.count_per_list ?? 10;
    const { from, to } = seoulRange(body.startDate, body.endDate);
    const where = and(
      eq(cashRequests.memId, memId),
      eq(cashRequests.direction, body.cashType),
      eq(cashRequests.hidden, false),
      from ? gte(cashRequests.appliedAt, from) : undefined,
      to ? lt(cashRequests.appliedAt, to) : undefined,
    );
    const total = (await ctx.db.select({ n: count() }).from(cashRequests).where(where))[0]?.n ?? 0;
    const rows = await ctx.db
      .select()
      .from(cashRequests)
      .where(where)
      .orderBy(desc(cashRequests.appliedAt), desc(cashRequests.idx))
      .limit(per)
      .offset((page - 1) * per);
    return ok({ list: rows.map(historyRow), pageInfo: { page, count_per_list: per, tatal_list_count: total } });
  },

  async cashDelete(body, ctx) {
    return memberAction(ctx, 'cashDelete', body, async (tx, member) => {
      const refused = await hideRequests(tx, member.memId, body.cashIdxList);
      return refused ? refuse(refused) : ok({ resultCode: '0' as const });
    });
  },

  async userCash(_body, ctx) {
    const { member } = sessionOf(ctx);
    return ok({ cashAmt: member.cash, pointAmt: member.points, gameMoney: member.gameMoney });
  },

  async requestAccount(body, ctx) {
    return memberAction(ctx, 'requestAccount', body, async (tx, member) => {
      if (member.state === 'suspended') return fail('U0011');
      const { depositAccount: a } = await cashRules(tx);
      await tx.insert(messages).values({
        memId: member.memId,
        title: '입금 계좌 안내',
        content: `입금 계좌: ${a.bankName} ${a.accountNumber} (예금주 ${a.holder}). 입금자명은 회원님의 예금주명과 같아야 합니다.`,
        sentAt: ctx.now,
      });
      const unread = await unreadCount(tx, member.memId);
      ctx.afterCommit(async () => {
        await ctx.push.member(ctx.db, member.memId, { cmd: 'MSG', data1: String(unread) });
      });
      return { code: '0' as const, msg: '입금 계좌를 쪽지로 발송했습니다.', data: { resultCode: '0' as const } };
    });
  },

  async coinPrice(_body, ctx) {
    const price = await getSetting(ctx.db, 'coinRate');
    const row = (await ctx.db.select({ updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, 'coinRate')))[0];
    return ok({ symbol: ctx.query.symbol ?? 'USDT', price, updatedAt: seoulDateTime(row?.updatedAt ?? ctx.now) });
  },

  async outGameMoney(body, ctx) {
    return memberAction(ctx, 'outGameMoney', body, async (tx, member) => {
      const r = await mergeGameMoney(tx, member);
      if ('code' in r) return refuse(r);
      return ok(r);
    });
  },

  async moneyMerge(body, ctx) {
    return memberAction(ctx, 'moneyMerge', body, async (tx, member) => {
      const r = await mergeGameMoney(tx, member);
      if ('code' in r) return refuse(r);
      // the member's money is kept with cash from here on (the watcher's flag)
      await tx.update(members).set({ moneyMerged: true }).where(eq(members.memId, member.memId));
      return ok(r);
    });
  },
};
