// Deposits and withdrawals: the request rules (limits, bans, one request at a time, the re-request
// interval, the withdrawal PIN, the bank maintenance) and the state machine an operator moves a
// request through (docs/rules.md#states: 0 requested → 2 waiting → 1 complete | −1 cancelled), used by the
// member's calls (handlers/cash.ts) and the console (console/cash-routes.ts) alike. Every change of
// money is a ledger move in the caller's transaction.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import { seoul, seoulDateTime } from '../clock';
import type { Q, Tx } from '../db/open';
import { cashRequests, messages, type CashStatus } from '../db/schema';
import { lockMember, move, type MemberRow } from '../ledger';
import { getSetting, type CashRules } from '../settings';
import { unreadCount } from './members';

type S = components['schemas'];

export type CashRow = typeof cashRequests.$inferSelect;
export type Direction = CashRow['direction'];
export type PayType = CashRow['payType'];
export type BonusKind = S['DepositInfoData']['bonusKind'];

/** A refusal: the code and, where the code alone does not say it, the server's own text. */
export interface Refusal {
  code: ErrorCode;
  msg?: string;
}

const IN_PROGRESS: CashStatus[] = ['0', '2'];
const MINUTE = 60_000;

// ---- the state machine ---------------------------------------------------------------------------

export type Transition = 'wait' | 'approve' | 'reject';

const TARGET: Record<Transition, CashStatus> = { wait: '2', approve: '1', reject: '-1' };

/**
 * Why a request in `from` cannot take `t`, or undefined when it can (docs/rules.md#states and the catalogue's
 * texts): C501 from application only waiting; C502 from waiting only approved or rejected; C503 a
 * processed request cannot be changed.
 */
export function transitionRefusal(from: CashStatus, t: Transition): 'C501' | 'C502' | 'C503' | undefined {
  if (from === '1' || from === '-1') return 'C503';
  if (from === '0') return t === 'wait' ? undefined : 'C501';
  return t === 'wait' ? 'C502' : undefined;
}

export type TransitionResult =
  | { ok: true; row: CashRow; member: MemberRow; /** The unread count after a message was sent, for a MSG push. */ unread?: number }
  | { ok: false; code: 'C501' | 'C502' | 'C503'; row: CashRow }
  | undefined;

/** The member's message for a rejected withdrawal: the amount back in held money, and the operator's reason. */
export function withdrawalRejectedMessage(amount: number, reason: string | undefined): { title: string; content: string } {
  const won = `${amount.toLocaleString('ko-KR')}원`;
  return {
    title: '환전 신청 취소 안내',
    content: `환전 신청 ${won}이 취소되었습니다.${reason ? ` 사유: ${reason}.` : ''} 신청 금액은 보유머니로 돌려드렸습니다.`,
  };
}

/**
 * Moves request `idx` (undefined when there is none): approving a deposit credits its amount and its
 * bonus, rejecting a withdrawal gives the held amount back and tells the member why in their message
 * box; nothing else moves money. Locks the member, then the request, as a member's own calls do.
 */
export async function transition(tx: Tx, idx: number, t: Transition, now: Date, reason?: string): Promise<TransitionResult> {
  const peek = (await tx.select({ memId: cashRequests.memId }).from(cashRequests).where(eq(cashRequests.idx, idx)))[0];
  if (!peek) return undefined;
  await lockMember(tx, peek.memId);
  const row = (await tx.select().from(cashRequests).where(eq(cashRequests.idx, idx)).for('update'))[0];
  if (!row) return undefined;
  const refused = transitionRefusal(row.status, t);
  if (refused) return { ok: false, code: refused, row };

  const txId = `cash:${row.idx}`;
  if (t === 'approve' && row.direction === 'in') {
    await move(tx, { memId: row.memId, account: 'cash', amount: row.amount, reason: 'deposit-approved', txId });
    if (row.bonusAmt > 0) await move(tx, { memId: row.memId, account: 'cash', amount: row.bonusAmt, reason: 'deposit-bonus', txId });
  }
  if (t === 'reject' && row.direction === 'out') {
    await move(tx, { memId: row.memId, account: 'cash', amount: row.amount, reason: 'withdrawal-rejected', txId, note: reason });
  }
  const set: Partial<typeof cashRequests.$inferInsert> =
    t === 'wait'
      ? { status: TARGET[t], waitAt: now }
      : {
          status: TARGET[t],
          processedAt: now,
          // a rejected deposit earned no bonus: the history shows what was credited
          ...(t === 'reject' ? { rejectReason: reason ?? null, bonusAmt: 0 } : {}),
        };
  const updated = (await tx.update(cashRequests).set(set).where(eq(cashRequests.idx, idx)).returning())[0];
  const member = await lockMember(tx, row.memId);
  if (!updated || !member) throw new Error(`sandbox: cash request ${idx} vanished`);
  if (t === 'reject' && row.direction === 'out') {
    await tx.insert(messages).values({ memId: row.memId, ...withdrawalRejectedMessage(row.amount, reason), sentAt: now });
    return { ok: true, row: updated, member, unread: await unreadCount(tx, row.memId) };
  }
  return { ok: true, row: updated, member };
}

// ---- what the rules read from state --------------------------------------------------------------

export const cashRules = (q: Q): Promise<CashRules> => getSetting(q, 'cashRules');

/** The member's request of this direction still requested or waiting. */
export async function inProgress(q: Q, memId: string, direction: Direction): Promise<CashRow | undefined> {
  const rows = await q
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memId, memId), eq(cashRequests.direction, direction), inArray(cashRequests.status, IN_PROGRESS)))
    .limit(1);
  return rows[0];
}

/** The member's latest request of this direction, whatever its state. */
async function latest(q: Q, memId: string, direction: Direction): Promise<CashRow | undefined> {
  const rows = await q
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memId, memId), eq(cashRequests.direction, direction)))
    .orderBy(desc(cashRequests.appliedAt), desc(cashRequests.idx))
    .limit(1);
  return rows[0];
}

/**
 * The bonus the member's next deposit earns: first (no deposit completed since joining), daily (none
 * completed this Seoul day), none.
 */
export async function bonusKindOf(q: Q, memId: string, now: Date): Promise<BonusKind> {
  const done = await q
    .select({ processedAt: cashRequests.processedAt })
    .from(cashRequests)
    .where(and(eq(cashRequests.memId, memId), eq(cashRequests.direction, 'in'), eq(cashRequests.status, '1')));
  if (done.length === 0) return 'first';
  const today = seoul(now).date;
  return done.some((d) => d.processedAt && seoul(d.processedAt).date === today) ? 'none' : 'daily';
}

const toMinutes = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Inside the daily bank maintenance (Seoul, both ends' minutes closed, across midnight). */
export function inBankMaintenance(now: Date, window: CashRules['bankMaintenance']): boolean {
  const m = seoul(now).minutes;
  const start = toMinutes(window.start);
  const end = toMinutes(window.end);
  return start <= end ? m >= start && m <= end : m >= start || m <= end;
}

/** USDT for `won` at `rate`, rounded down to two decimals. */
export const coinFor = (won: number, rate: number): number => Math.floor((won / rate) * 100) / 100;

// ---- requests ------------------------------------------------------------------------------------

export interface DepositAsk {
  payType: PayType;
  amount: number;
  bonusYn?: 'Y' | 'N' | undefined;
  depositName?: string | undefined;
  coinAmount?: number | undefined;
  txHash?: string | undefined;
}

/** A deposit request by the locked member, or why not. Nothing moves until it is approved. */
export async function requestDeposit(tx: Tx, member: MemberRow, ask: DepositAsk, now: Date): Promise<CashRow | Refusal> {
  const rules = await cashRules(tx);
  const r = rules.deposit;
  if (member.state === 'suspended') return { code: 'U0011' };
  if (r.banned) return { code: 'C001' };
  if (ask.payType === 'coin' && !rules.coinWallet) return { code: 'C001', msg: 'USDT 충전을 받지 않는 사이트입니다.' };
  if (await inProgress(tx, member.memId, 'in')) return { code: 'C003' };
  if (await inProgress(tx, member.memId, 'out')) return { code: 'F001' };
  const last = await latest(tx, member.memId, 'in');
  if (last && now.getTime() - last.appliedAt.getTime() < r.retryMinutes * MINUTE) return { code: 'c104' };

  const coinRate = ask.payType === 'coin' ? await getSetting(tx, 'coinRate') : null;
  // a coin deposit is valued at the server's rate: its USDT rounded down to whole won
  const amount = coinRate !== null && ask.coinAmount !== undefined ? Math.floor(ask.coinAmount * coinRate) : ask.amount;
  if (amount < r.min) return { code: 'C102' };
  if (amount > r.max) return { code: 'C101' };
  // the unit is the bank deposit's (a coin deposit's won follows the rate)
  if (ask.payType === 'bank' && amount % r.unit !== 0) return { code: 'C103' };

  // a USDT deposit is a charge like a bank one: it earns the bonus that applies (docs/rules.md#constants)
  let bonusAmt = 0;
  if (ask.bonusYn === 'Y') {
    const kind = await bonusKindOf(tx, member.memId, now);
    const o = (await getSetting(tx, 'siteOption')).siteOption;
    const rate = kind === 'first' ? (o.firstChargeBonusRate ?? 20) : kind === 'daily' ? (o.dailyFirstChargeBonusRate ?? 10) : 0;
    bonusAmt = Math.floor((amount * rate) / 100);
  }
  const coinAmount = coinRate === null ? null : (ask.coinAmount ?? coinFor(amount, coinRate));
  const rows = await tx
    .insert(cashRequests)
    .values({
      memId: member.memId,
      direction: 'in',
      payType: ask.payType,
      amount,
      bonusAmt,
      appliedAt: now,
      depositName: ask.payType === 'bank' ? (ask.depositName ?? member.name) : null,
      coinAmount: coinAmount === null ? null : String(coinAmount),
      coinRate,
      txHash: ask.txHash ?? null,
      walletAddress: coinRate === null ? null : (rules.coinWallet?.address ?? null),
      network: coinRate === null ? null : (rules.coinWallet?.network ?? null),
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('sandbox: a deposit request was not written');
  return row;
}

export interface WithdrawalAsk {
  payType: PayType;
  amount: number;
  cashOutPass: string;
  walletAddress?: string | undefined;
  network?: S['CoinNetwork'] | undefined;
}

/** A withdrawal request by the locked member, or why not: the amount leaves cash (held) at once. */
export async function requestWithdrawal(tx: Tx, member: MemberRow, ask: WithdrawalAsk, now: Date): Promise<CashRow | Refusal> {
  const rules = await cashRules(tx);
  const r = rules.withdrawal;
  if (member.state === 'suspended') return { code: 'U0011' };
  if (r.banned) return { code: 'C201' };
  if (member.cashOutBanned) return { code: 'C203' };
  if (inBankMaintenance(now, rules.bankMaintenance)) {
    // the spec names no code for it (the screen refuses it before sending): the site refuses
    // withdrawals for the while, so C201 with its reason
    return {
      code: 'C201',
      msg: `${rules.bankMaintenance.start}~${rules.bankMaintenance.end} 은행 점검 시간에는 환전 신청을 할 수 없습니다.`,
    };
  }
  if (!member.cashOutPass) return { code: 'C204' };
  if (member.cashOutPass !== ask.cashOutPass) return { code: 'C205' };
  if (await inProgress(tx, member.memId, 'out')) return { code: 'C209' };
  if (await inProgress(tx, member.memId, 'in')) return { code: 'F001' };
  const last = await latest(tx, member.memId, 'out');
  if (last && now.getTime() - last.appliedAt.getTime() < r.retryMinutes * MINUTE) return { code: 'C216' };
  if (ask.amount < r.min) return { code: 'C214' };
  // no code of its own for over the per-request maximum: C215 (check the amount) with the reason
  if (ask.amount > r.max) return { code: 'C215', msg: '1회 최대 환전금액을 초과했습니다.' };
  if (ask.amount % r.unit !== 0) return { code: 'C215' };
  if (ask.amount > member.cash) return { code: 'C202' };

  const coinRate = ask.payType === 'coin' ? await getSetting(tx, 'coinRate') : null;
  const rows = await tx
    .insert(cashRequests)
    .values({
      memId: member.memId,
      direction: 'out',
      payType: ask.payType,
      amount: ask.amount,
      appliedAt: now,
      coinAmount: coinRate === null ? null : String(coinFor(ask.amount, coinRate)),
      coinRate,
      walletAddress: coinRate === null ? null : (ask.walletAddress ?? null),
      network: coinRate === null ? null : (ask.network ?? null),
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('sandbox: a withdrawal request was not written');
  // the row lock and the balance's CHECK both stand behind the C202 above
  await move(tx, { memId: member.memId, account: 'cash', amount: -ask.amount, reason: 'withdrawal-requested', txId: `cash:${row.idx}` });
  return row;
}

/**
 * Hides processed requests from the member's history (cash/del), all or none: requested C501 and
 * waiting C502 (they still move; the history keeps them), another's or an already deleted one T999.
 */
export async function hideRequests(tx: Tx, memId: string, idxs: number[]): Promise<Refusal | undefined> {
  const unique = [...new Set(idxs)];
  const rows = await tx
    .select()
    .from(cashRequests)
    .where(and(eq(cashRequests.memId, memId), inArray(cashRequests.idx, unique)))
    .for('update');
  if (rows.length !== unique.length || rows.some((r) => r.hidden)) return { code: 'T999' };
  if (rows.some((r) => r.status === '0')) return { code: 'C501' };
  if (rows.some((r) => r.status === '2')) return { code: 'C502' };
  await tx.update(cashRequests).set({ hidden: true }).where(inArray(cashRequests.idx, unique));
  return undefined;
}

/**
 * Game money back to cash (outGameMoney, changeMemCashFlag): C009 while the member is still in a
 * game (its end is not confirmed yet), F001 while a deposit or withdrawal is unfinished.
 */
export async function mergeGameMoney(tx: Tx, member: MemberRow): Promise<{ cashAmt: number; gameMoney: number } | Refusal> {
  if (member.inGame) return { code: 'C009', msg: '게임 종료 확인 중입니다. 1분 이내에 다시 시도해주세요.' };
  if ((await inProgress(tx, member.memId, 'in')) || (await inProgress(tx, member.memId, 'out'))) return { code: 'F001' };
  if (member.gameMoney === 0) return { cashAmt: member.cash, gameMoney: 0 };
  const txId = `merge:${member.memId}:${Date.now()}`;
  const gameMoney = await move(tx, { memId: member.memId, account: 'game', amount: -member.gameMoney, reason: 'money-merge', txId });
  const cashAmt = await move(tx, { memId: member.memId, account: 'cash', amount: member.gameMoney, reason: 'money-merge', txId });
  return { cashAmt, gameMoney };
}

// ---- views ---------------------------------------------------------------------------------------

const when = (d: Date | null): string | null => (d ? seoulDateTime(d) : null);

/** One row of /api/cash/list/. */
export function historyRow(r: CashRow): S['CashRequestRow'] {
  return {
    cashIdx: r.idx,
    payType: r.payType,
    applyDate: seoulDateTime(r.appliedAt),
    waitDate: when(r.waitAt),
    depositAmt: r.direction === 'in' ? r.amount : 0,
    bonusAmt: r.direction === 'in' ? r.bonusAmt : 0,
    withdrawAmt: r.direction === 'out' ? r.amount : 0,
    processDate: when(r.processedAt),
    status: r.status,
    ...(r.status === '-1' ? { rejectReason: r.rejectReason } : {}),
    ...(r.payType === 'coin' ? { coinAmount: r.coinAmount === null ? null : Number(r.coinAmount), coinRate: r.coinRate } : {}),
  };
}

/** One row of the console's GET /__sandbox/cash. */
export function consoleRow(r: CashRow) {
  return {
    idx: r.idx,
    memId: r.memId,
    direction: r.direction,
    payType: r.payType,
    amount: r.amount,
    bonusAmt: r.bonusAmt,
    status: r.status,
    appliedAt: seoulDateTime(r.appliedAt),
    waitAt: when(r.waitAt),
    processedAt: when(r.processedAt),
    depositName: r.depositName,
    coinAmount: r.coinAmount === null ? null : Number(r.coinAmount),
    coinRate: r.coinRate,
    walletAddress: r.walletAddress,
    network: r.network,
    txHash: r.txHash,
    hidden: r.hidden,
    rejectReason: r.rejectReason,
  };
}

/** Seoul days [start, end] as instants [from, to). */
export function seoulRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  return {
    ...(startDate ? { from: new Date(`${startDate}T00:00:00+09:00`) } : {}),
    ...(endDate ? { to: new Date(new Date(`${endDate}T00:00:00+09:00`).getTime() + 86_400_000) } : {}),
  };
}
