// Deposits and withdrawals from state: every refusal the contract lists that
// state can produce, produced by setting up that state; the console's state machine; the ledger
// agreeing with the balances after every test; the Idempotency-Key applied once.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, messages, type MemberState } from '../../mocks/sandbox/db/schema';
import { move } from '../../mocks/sandbox/ledger';
import { hashPassword } from '../../mocks/sandbox/passwords';
import { getSetting, setSetting, SETTING_DEFAULTS, type CashRules } from '../../mocks/sandbox/settings';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
/** Noon in Seoul: outside the bank maintenance whenever the suite runs. */
const NOON_SEOUL = '2026-11-26T03:00:00.000Z';

beforeAll(async () => {
  s = await openTestSandbox();
  await setClock(NOON_SEOUL);
}, 120_000);
afterEach(async () => {
  expect(await s.audit()).toEqual([]);
});
checkTheBooks(() => s);

const db = () => s.sandbox.database.db;

async function setClock(now: string | { advanceMs: number }) {
  const r = await s.operator('POST', '/__sandbox/clock', typeof now === 'string' ? { now } : now);
  expect(r.status).toBe(200);
}

let n = 0;
/** A member of its own for a test: cash from the ledger, logged in. */
async function newMember(o: { cash?: number; pin?: string | null; state?: MemberState; game?: number } = {}) {
  n += 1;
  const memId = `cashm${n}`;
  await db()
    .insert(members)
    .values({
      memId,
      passHash: hashPassword('secret12'),
      nick: `캐시${n}`,
      name: '김캐시',
      phone: `010-7777-${String(1000 + n)}`,
      bankName: '국민은행',
      bankAcc: `9900${n}`,
      cashOutPass: o.pin === undefined ? '1234' : o.pin,
      state: 'normal',
      joinedAt: new Date(Date.parse(NOON_SEOUL) - 30 * 86_400_000),
    });
  await db().transaction(async (tx) => {
    if (o.cash) await move(tx, { memId, account: 'cash', amount: o.cash, reason: 'seed', txId: 'test' });
    if (o.game) await move(tx, { memId, account: 'game', amount: o.game, reason: 'seed', txId: 'test' });
  });
  const token = await s.login(memId);
  if (o.state && o.state !== 'normal') await db().update(members).set({ state: o.state }).where(eq(members.memId, memId));
  return { memId, token };
}

const cashOf = async (memId: string) => (await db().select().from(members).where(eq(members.memId, memId)))[0]!;

async function withRules(change: (r: CashRules) => void, body: () => Promise<void>) {
  const before = await getSetting(db(), 'cashRules');
  const next = structuredClone(before);
  change(next);
  await setSetting(db(), 'cashRules', next);
  try {
    await body();
  } finally {
    await setSetting(db(), 'cashRules', before);
  }
}

type Row = { idx: number; status: string; amount: number; bonusAmt: number; coinAmount: number | null; coinRate: number | null };
const op = (path: string, body?: unknown) => s.operator<Row & { code?: string; message?: string; cash?: number }>('POST', path, body);

async function deposit(token: string, amount: number, extra: Record<string, unknown> = {}) {
  return s.call('cashIn', { payType: 'bank', amount, bonusYn: 'N', depositName: '김캐시', ...extra }, { token });
}
async function withdraw(token: string, amount: number, extra: Record<string, unknown> = {}, key?: string) {
  return s.call('cashOut', { payType: 'bank', amount, cashOutPass: '1234', ...extra }, { token, key });
}

describe('deposit', () => {
  it('deposit → wait → approve: cash and the first-charge bonus credited, the list shows it complete', async () => {
    const m = await newMember({ cash: 100_000 });
    expect(okData(await s.call('cashInInfo', {}, { token: m.token })).bonusKind).toBe('first');
    const a = okData(await deposit(m.token, 50_000, { bonusYn: 'Y' }));
    expect(a).toMatchObject({ status: '0', cashAmt: 100_000 });
    expect((await cashOf(m.memId)).cash).toBe(100_000);

    expect((await op(`/__sandbox/cash/${a.cashIdx}/wait`)).body.status).toBe('2');
    const approved = await op(`/__sandbox/cash/${a.cashIdx}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: '1', amount: 50_000, bonusAmt: 10_000, cash: 160_000 });
    expect(okData(await s.call('memberBalance', {}, { token: m.token })).balance).toBe(160_000);

    const list = okData(await s.call('cashList', { cashType: 'in' }, { token: m.token }));
    expect(list.pageInfo.tatal_list_count).toBe(1);
    expect(list.list[0]).toMatchObject({ cashIdx: a.cashIdx, status: '1', depositAmt: 50_000, bonusAmt: 10_000, withdrawAmt: 0 });
    expect(list.list[0]?.processDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const ledger = await s.operator<{ rows: { reason: string; amount: number }[] }>('GET', `/__sandbox/ledger?memId=${m.memId}`);
    expect(ledger.body.rows.map((r) => [r.reason, r.amount])).toEqual(
      expect.arrayContaining([
        ['deposit-approved', 50_000],
        ['deposit-bonus', 10_000],
      ]),
    );
    // charged today: no bonus until tomorrow, then the daily one (10 %)
    expect(okData(await s.call('cashInInfo', {}, { token: m.token })).bonusKind).toBe('none');
    await setClock({ advanceMs: 86_400_000 });
    try {
      // a day later the session has expired (docs/rules.md#sessions): the member signs in again
      const token = await s.login(m.memId);
      expect(okData(await s.call('cashInInfo', {}, { token })).bonusKind).toBe('daily');
      const b = okData(await deposit(token, 20_000, { bonusYn: 'Y' }));
      await op(`/__sandbox/cash/${b.cashIdx}/wait`);
      expect((await op(`/__sandbox/cash/${b.cashIdx}/approve`)).body).toMatchObject({ bonusAmt: 2_000, cash: 182_000 });
      // bonusYn N takes none
    } finally {
      await setClock(NOON_SEOUL);
    }
  });

  it('a deposit without the bonus, rejected: nothing moves and the list shows it cancelled', async () => {
    const m = await newMember();
    const a = okData(await deposit(m.token, 30_000, { bonusYn: 'N' }));
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    expect((await op(`/__sandbox/cash/${a.cashIdx}/reject`, { reason: 'no transfer' })).body).toMatchObject({ status: '-1', bonusAmt: 0 });
    expect((await cashOf(m.memId)).cash).toBe(0);
    const list = okData(await s.call('cashList', { cashType: 'in' }, { token: m.token }));
    expect(list.list[0]).toMatchObject({ status: '-1', depositAmt: 30_000 });
  });

  it('the limits from cashRules: C102 below the minimum, C101 above the maximum, C103 off the unit, C002 no amount', async () => {
    const m = await newMember();
    expect((await s.call('cashIn', { payType: 'bank', amount: 0 }, { token: m.token })).code).toBe('C002');
    expect((await deposit(m.token, 9_000)).code).toBe('C102');
    expect((await deposit(m.token, 5_001_000)).code).toBe('C101');
    expect((await deposit(m.token, 10_500)).code).toBe('C103');
    await withRules(
      (r) => {
        r.deposit.min = 50_000;
        r.deposit.unit = 10_000;
      },
      async () => {
        expect((await deposit(m.token, 40_000)).code).toBe('C102');
        expect((await deposit(m.token, 55_000)).code).toBe('C103');
        const info = okData(await s.call('cashInInfo', {}, { token: m.token }));
        expect(info).toMatchObject({ minAmount: 50_000, amountUnit: 10_000 });
      },
    );
  });

  it('C003 while one is in progress, F001 while a withdrawal is, c104 within retryMinutes of the last', async () => {
    const m = await newMember({ cash: 200_000 });
    const a = okData(await deposit(m.token, 10_000));
    expect((await deposit(m.token, 10_000)).code).toBe('C003');
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    expect((await deposit(m.token, 10_000)).code).toBe('C003');
    await op(`/__sandbox/cash/${a.cashIdx}/reject`);
    expect((await deposit(m.token, 10_000)).code).toBe('c104');
    await setClock({ advanceMs: 61_000 });
    try {
      const w = okData(await withdraw(m.token, 10_000));
      expect((await deposit(m.token, 10_000)).code).toBe('F001');
      await op(`/__sandbox/cash/${w.cashIdx}/wait`);
      await op(`/__sandbox/cash/${w.cashIdx}/approve`);
      expect((await deposit(m.token, 10_000)).code).toBe('0');
    } finally {
      await setClock(NOON_SEOUL);
    }
  });

  it('C001 when the site bans deposits; U0011 for a suspended member (deposit, withdrawal, their rules, the account)', async () => {
    const m = await newMember({ cash: 100_000 });
    await withRules(
      (r) => {
        r.deposit.banned = true;
      },
      async () => {
        expect((await deposit(m.token, 10_000)).code).toBe('C001');
      },
    );
    const sus = await newMember({ cash: 100_000, state: 'suspended' });
    expect((await deposit(sus.token, 10_000)).code).toBe('U0011');
    expect((await withdraw(sus.token, 10_000)).code).toBe('U0011');
    expect((await s.call('cashInInfo', {}, { token: sus.token })).code).toBe('U0011');
    expect((await s.call('cashOutInfo', {}, { token: sus.token })).code).toBe('U0011');
    expect((await s.call('requestAccount', {}, { token: sus.token })).code).toBe('U0011');
  });
});

describe('withdrawal', () => {
  it('withdraw → reject: the amount leaves held money at once and comes back', async () => {
    const m = await newMember({ cash: 300_000 });
    const a = okData(await withdraw(m.token, 100_000));
    expect(a).toMatchObject({ status: '0', cashAmt: 200_000 });
    expect((await cashOf(m.memId)).cash).toBe(200_000);
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    const r = await op(`/__sandbox/cash/${a.cashIdx}/reject`);
    expect(r.body).toMatchObject({ status: '-1', cash: 300_000 });
    expect((await cashOf(m.memId)).cash).toBe(300_000);
    const list = okData(await s.call('cashList', { cashType: 'out' }, { token: m.token }));
    expect(list.list[0]).toMatchObject({ status: '-1', withdrawAmt: 100_000, depositAmt: 0, rejectReason: null });
  });

  it("a rejection's reason: in the history row and in the member's message box, with a MSG push", async () => {
    const m = await newMember({ cash: 300_000 });
    const ear = await listen(s.sandbox.wsUrl, m.token);
    try {
      const a = okData(await withdraw(m.token, 100_000));
      await op(`/__sandbox/cash/${a.cashIdx}/wait`);
      const pending = okData(await s.call('cashList', { cashType: 'out' }, { token: m.token }));
      expect(pending.list[0]).not.toHaveProperty('rejectReason');
      expect((await op(`/__sandbox/cash/${a.cashIdx}/reject`, { reason: '계좌 정보 불일치' })).body).toMatchObject({
        status: '-1',
        cash: 300_000,
      });
      const list = okData(await s.call('cashList', { cashType: 'out' }, { token: m.token }));
      expect(list.list[0]).toMatchObject({ cashIdx: a.cashIdx, status: '-1', rejectReason: '계좌 정보 불일치' });
      const box = await db().select().from(messages).where(eq(messages.memId, m.memId));
      expect(box).toHaveLength(1);
      expect(box[0]).toMatchObject({ title: '환전 신청 취소 안내', readAt: null });
      expect(box[0]?.content).toBe('환전 신청 100,000원이 취소되었습니다. 사유: 계좌 정보 불일치. 신청 금액은 보유머니로 돌려드렸습니다.');
      const read = okData(await s.call('memberInfo', {}, { token: m.token }));
      expect(read.msgInfo.newMsg).toBe(1);
      await expect.poll(() => ear.got.filter((g) => g.cmd === 'MSG').map((g) => g.data1)).toEqual(['1']);
      // a decided request never changes (C503): no second message
      expect((await op(`/__sandbox/cash/${a.cashIdx}/reject`, { reason: '다시' })).status).toBe(409);
      expect(await db().select().from(messages).where(eq(messages.memId, m.memId))).toHaveLength(1);
    } finally {
      await ear.close();
    }
  });

  it('withdraw → approve changes nothing more', async () => {
    const m = await newMember({ cash: 300_000 });
    const a = okData(await withdraw(m.token, 100_000));
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    expect((await op(`/__sandbox/cash/${a.cashIdx}/approve`)).body).toMatchObject({ status: '1', cash: 200_000 });
    expect((await cashOf(m.memId)).cash).toBe(200_000);
  });

  it('the limits: C214, C215 (unit and maximum), C202 above held money, C206 no amount', async () => {
    const m = await newMember({ cash: 50_000 });
    expect((await s.call('cashOut', { payType: 'bank', amount: 0, cashOutPass: '1234' }, { token: m.token })).code).toBe('C206');
    expect((await withdraw(m.token, 9_000)).code).toBe('C214');
    expect((await withdraw(m.token, 10_500)).code).toBe('C215');
    expect((await withdraw(m.token, 5_010_000)).code).toBe('C215');
    expect((await withdraw(m.token, 60_000)).code).toBe('C202');
    await withRules(
      (r) => {
        r.withdrawal.min = 30_000;
        r.withdrawal.max = 40_000;
      },
      async () => {
        expect((await withdraw(m.token, 20_000)).code).toBe('C214');
        expect((await withdraw(m.token, 45_000)).code).toBe('C215');
        expect(okData(await s.call('cashOutInfo', {}, { token: m.token }))).toMatchObject({ minAmount: 30_000, maxAmount: 40_000 });
      },
    );
    expect((await cashOf(m.memId)).cash).toBe(50_000);
  });

  it('the PIN: C204 none set, C205 wrong (and not 4 digits)', async () => {
    const none = await newMember({ cash: 50_000, pin: null });
    expect((await withdraw(none.token, 10_000)).code).toBe('C204');
    const m = await newMember({ cash: 50_000 });
    expect((await withdraw(m.token, 10_000, { cashOutPass: '9999' })).code).toBe('C205');
    expect((await withdraw(m.token, 10_000, { cashOutPass: '12' })).code).toBe('C205');
  });

  it('C209 while one is in progress, F001 while a deposit is, C216 within retryMinutes', async () => {
    const m = await newMember({ cash: 100_000 });
    const a = okData(await withdraw(m.token, 10_000));
    expect((await withdraw(m.token, 10_000)).code).toBe('C209');
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    await op(`/__sandbox/cash/${a.cashIdx}/approve`);
    expect((await withdraw(m.token, 10_000)).code).toBe('C216');
    const d = okData(await deposit(m.token, 10_000));
    await setClock({ advanceMs: 61_000 });
    try {
      expect((await withdraw(m.token, 10_000)).code).toBe('F001');
      await op(`/__sandbox/cash/${d.cashIdx}/wait`);
      await op(`/__sandbox/cash/${d.cashIdx}/reject`);
      expect((await withdraw(m.token, 10_000)).code).toBe('0');
    } finally {
      await setClock(NOON_SEOUL);
    }
  });

  it('C201 when the site bans withdrawals, C203 for a member the console banned', async () => {
    const m = await newMember({ cash: 100_000 });
    await withRules(
      (r) => {
        r.withdrawal.banned = true;
      },
      async () => {
        expect((await withdraw(m.token, 10_000)).code).toBe('C201');
      },
    );
    expect((await op('/__sandbox/cash/ban', { memId: m.memId, banned: true })).status).toBe(200);
    expect((await withdraw(m.token, 10_000)).code).toBe('C203');
    await op('/__sandbox/cash/ban', { memId: m.memId, banned: false });
    expect((await withdraw(m.token, 10_000)).code).toBe('0');
    expect((await op('/__sandbox/cash/ban', { memId: m.memId })).status).toBe(400);
  });

  it('the 23:30–00:30 Seoul bank maintenance by the sandbox clock: C201 with the reason', async () => {
    const m = await newMember({ cash: 100_000 });
    let token = m.token;
    try {
      for (const t of ['2026-11-26T14:30:00Z', '2026-11-26T15:00:00Z', '2026-11-26T15:30:30Z']) {
        await setClock(t);
        // hours from noon, the session has expired (docs/rules.md#sessions): the member signs in again
        token = await s.login(m.memId);
        const a = await withdraw(token, 10_000);
        expect(a.code).toBe('C201');
        expect((a as { msg?: string }).msg).toMatch(/23:30~00:30/);
      }
      await setClock('2026-11-26T15:31:00Z');
      token = await s.login(m.memId);
      expect((await withdraw(token, 10_000)).code).toBe('0');
    } finally {
      await setClock(NOON_SEOUL);
    }
    const info = okData(await s.call('cashOutInfo', {}, { token }));
    expect(info).toMatchObject({ maintenanceStart: '23:30', maintenanceEnd: '00:30' });
  });

  it('two concurrent withdrawals that together exceed held money cannot both pass', async () => {
    const m = await newMember({ cash: 150_000 });
    const [a, b] = await Promise.all([
      withdraw(m.token, 100_000, {}, 'concurrent-key-aaaa'),
      withdraw(m.token, 100_000, {}, 'concurrent-key-bbbb'),
    ]);
    const codes = [a.code, b.code].sort();
    expect(codes[0]).toBe('0');
    expect(codes[1]).not.toBe('0');
    expect((await cashOf(m.memId)).cash).toBe(50_000);
  });
});

describe('pushes', () => {
  it('approve and reject push CASH with the cash and points after the commit', async () => {
    const m = await newMember({ cash: 100_000 });
    const ear = await listen(s.sandbox.wsUrl, m.token);
    try {
      const a = okData(await deposit(m.token, 10_000));
      await op(`/__sandbox/cash/${a.cashIdx}/wait`);
      await op(`/__sandbox/cash/${a.cashIdx}/approve`);
      await setClock({ advanceMs: 61_000 });
      const w = okData(await withdraw(m.token, 30_000));
      await op(`/__sandbox/cash/${w.cashIdx}/wait`);
      await op(`/__sandbox/cash/${w.cashIdx}/reject`);
      await expect.poll(() => ear.got.filter((g) => g.cmd === 'CASH').map((g) => g.data1)).toEqual(['110000', '80000', '110000']);
      expect(ear.got.every((g) => g.cmd !== 'CASH' || g.data2 === '0')).toBe(true);
    } finally {
      await ear.close();
      await setClock(NOON_SEOUL);
    }
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key twice applies once and answers the same; with another body it is C999', async () => {
    const m = await newMember({ cash: 100_000 });
    const first = await withdraw(m.token, 20_000, {}, 'same-key-0000000001');
    const again = await withdraw(m.token, 20_000, {}, 'same-key-0000000001');
    expect(again).toEqual(first);
    expect((await cashOf(m.memId)).cash).toBe(80_000);
    expect((await withdraw(m.token, 30_000, {}, 'same-key-0000000001')).code).toBe('C999');
    const d = await newMember();
    const d1 = await s.call('cashIn', { payType: 'bank', amount: 10_000 }, { token: d.token, key: 'deposit-key-00000001' });
    const d2 = await s.call('cashIn', { payType: 'bank', amount: 10_000 }, { token: d.token, key: 'deposit-key-00000001' });
    expect(d2).toEqual(d1);
    expect(okData(d1).status).toBe('0');
  });
});

describe('the console state machine', () => {
  it('from requested only waiting (C501), from waiting only approved or rejected (C502), processed never (C503)', async () => {
    const m = await newMember({ cash: 100_000 });
    const a = okData(await withdraw(m.token, 10_000));
    for (const t of ['approve', 'reject']) {
      const r = await op(`/__sandbox/cash/${a.cashIdx}/${t}`);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('C501');
    }
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    const twice = await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    expect([twice.status, twice.body.code]).toEqual([409, 'C502']);
    await op(`/__sandbox/cash/${a.cashIdx}/approve`);
    for (const t of ['wait', 'approve', 'reject']) {
      const r = await op(`/__sandbox/cash/${a.cashIdx}/${t}`);
      expect([r.status, r.body.code]).toEqual([409, 'C503']);
    }
    expect((await cashOf(m.memId)).cash).toBe(90_000);
    expect((await op('/__sandbox/cash/999999/wait')).status).toBe(404);
    expect((await op(`/__sandbox/cash/${a.cashIdx}/reject`, { reason: 5 })).status).toBe(400);
  });

  it('GET /__sandbox/cash filters by member, status and direction', async () => {
    const m = await newMember({ cash: 100_000 });
    const w = okData(await withdraw(m.token, 10_000));
    const all = await s.operator<{ rows: Row[] }>('GET', `/__sandbox/cash?memId=${m.memId}`);
    expect(all.body.rows.map((r) => r.idx)).toContain(w.cashIdx);
    const outs = await s.operator<{ rows: (Row & { direction: string })[] }>(
      'GET',
      `/__sandbox/cash?memId=${m.memId}&direction=out&status=0`,
    );
    expect(outs.body.rows.every((r) => r.direction === 'out' && r.status === '0')).toBe(true);
    expect((await s.operator('GET', '/__sandbox/cash?status=7')).status).toBe(400);
  });
});

describe('history', () => {
  it('cash/del: requested C501, waiting C502, processed hidden from the list, again T999', async () => {
    const m = await newMember({ cash: 100_000 });
    const a = okData(await withdraw(m.token, 10_000));
    expect((await s.call('cashDelete', { cashIdxList: [a.cashIdx] }, { token: m.token })).code).toBe('C501');
    await op(`/__sandbox/cash/${a.cashIdx}/wait`);
    expect((await s.call('cashDelete', { cashIdxList: [a.cashIdx] }, { token: m.token })).code).toBe('C502');
    await op(`/__sandbox/cash/${a.cashIdx}/approve`);
    expect(okData(await s.call('cashDelete', { cashIdxList: [a.cashIdx] }, { token: m.token }))).toEqual({ resultCode: '0' });
    expect(okData(await s.call('cashList', { cashType: 'out' }, { token: m.token })).list).toEqual([]);
    expect((await s.call('cashDelete', { cashIdxList: [a.cashIdx] }, { token: m.token })).code).toBe('T999');
    // another member's request is not this member's to delete
    const other = await newMember();
    expect((await s.call('cashDelete', { cashIdxList: [a.cashIdx] }, { token: other.token })).code).toBe('T999');
  });

  it('cash/list pages newest first within the Seoul dates asked', async () => {
    const m = await newMember({ cash: 500_000 });
    const ids: number[] = [];
    try {
      for (const day of ['2026-11-20T03:00:00Z', '2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z']) {
        await setClock(day);
        const a = okData(await deposit(m.token, 10_000));
        ids.push(a.cashIdx);
        await op(`/__sandbox/cash/${a.cashIdx}/wait`);
        await op(`/__sandbox/cash/${a.cashIdx}/reject`);
      }
    } finally {
      await setClock(NOON_SEOUL);
    }
    const p1 = okData(await s.call('cashList', { cashType: 'in', page: 1, count_per_list: 2 }, { token: m.token }));
    expect(p1.list.map((r) => r.cashIdx)).toEqual([ids[2], ids[1]]);
    expect(p1.pageInfo).toEqual({ page: 1, count_per_list: 2, tatal_list_count: 3 });
    const p2 = okData(await s.call('cashList', { cashType: 'in', page: 2, count_per_list: 2 }, { token: m.token }));
    expect(p2.list.map((r) => r.cashIdx)).toEqual([ids[0]]);
    const range = okData(await s.call('cashList', { cashType: 'in', startDate: '2026-11-21', endDate: '2026-11-21' }, { token: m.token }));
    expect(range.list.map((r) => r.cashIdx)).toEqual([ids[1]]);
    expect(range.list[0]?.applyDate).toBe('2026-11-21 12:00:00');
  });
});

describe('USDT', () => {
  it('coinPrice answers the coinRate setting; a coin deposit is valued at it; no wallet is C001', async () => {
    const m = await newMember({ cash: 100_000 });
    await withRules(
      (r) => {
        r.coinWallet = null;
      },
      async () => {
        expect((await s.call('cashIn', { payType: 'coin', amount: 14_000, coinAmount: 10 }, { token: m.token })).code).toBe('C001');
      },
    );
    await setSetting(db(), 'coinRate', 1_398.5);
    await withRules(
      (r) => {
        r.coinWallet = { address: 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm', network: 'TRC20' };
      },
      async () => {
        const price = okData(await s.call('coinPrice', {}, { token: m.token, query: { symbol: 'USDT' } }));
        expect(price).toMatchObject({ symbol: 'USDT', price: 1_398.5 });
        expect(okData(await s.call('cashInInfo', {}, { token: m.token })).coinWallet).toMatchObject({ network: 'TRC20' });
        const a = okData(await s.call('cashIn', { payType: 'coin', amount: 13_985, coinAmount: 10.01, bonusYn: 'Y' }, { token: m.token }));
        await op(`/__sandbox/cash/${a.cashIdx}/wait`);
        // 10.01 × 1398.5 = 13,998.985 → 13,998 won; the first charge's 20 % on that (docs/rules.md#constants)
        expect((await op(`/__sandbox/cash/${a.cashIdx}/approve`)).body).toMatchObject({
          amount: 13_998,
          bonusAmt: 2_799,
          coinRate: 1_398.5,
        });
        const list = okData(await s.call('cashList', { cashType: 'in' }, { token: m.token }));
        expect(list.list[0]).toMatchObject({ payType: 'coin', coinAmount: 10.01, coinRate: 1_398.5, depositAmt: 13_998, bonusAmt: 2_799 });
        await setClock({ advanceMs: 61_000 });
        const w = okData(
          await withdraw(m.token, 20_000, { payType: 'coin', walletAddress: 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm', network: 'TRC20' }),
        );
        const rows = await s.operator<{ rows: Row[] }>('GET', `/__sandbox/cash?memId=${m.memId}&direction=out`);
        expect(rows.body.rows.find((r) => r.idx === w.cashIdx)).toMatchObject({ coinAmount: 14.3, coinRate: 1_398.5 });
      },
    );
    await setSetting(db(), 'coinRate', SETTING_DEFAULTS.coinRate);
    await setClock(NOON_SEOUL);
  });

  it("a USDT deposit earns the day's first-charge bonus it uses up (docs/rules.md#constants), as a bank one does", async () => {
    const m = await newMember({ cash: 0 });
    const rate = SETTING_DEFAULTS.coinRate;
    const coin = 40;
    const won = Math.floor(coin * rate);
    await withRules(
      (r) => {
        r.coinWallet = { address: 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm', network: 'TRC20' };
      },
      async () => {
        // the first charge after joining, by USDT: 20 %
        expect(okData(await s.call('cashInInfo', {}, { token: m.token })).bonusKind).toBe('first');
        const a = okData(await s.call('cashIn', { payType: 'coin', amount: won, coinAmount: coin, bonusYn: 'Y' }, { token: m.token }));
        await op(`/__sandbox/cash/${a.cashIdx}/wait`);
        const first = Math.floor((won * 20) / 100);
        expect((await op(`/__sandbox/cash/${a.cashIdx}/approve`)).body).toMatchObject({ amount: won, bonusAmt: first, cash: won + first });
        expect(okData(await s.call('cashInInfo', {}, { token: m.token })).bonusKind).toBe('none');
        // the next Seoul day's first charge, by USDT again: 10 %, paid through the ledger
        await setClock({ advanceMs: 86_400_000 });
        try {
          const token = await s.login(m.memId);
          expect(okData(await s.call('cashInInfo', {}, { token })).bonusKind).toBe('daily');
          const b = okData(await s.call('cashIn', { payType: 'coin', amount: won, coinAmount: coin, bonusYn: 'Y' }, { token }));
          await op(`/__sandbox/cash/${b.cashIdx}/wait`);
          const daily = Math.floor((won * 10) / 100);
          expect((await op(`/__sandbox/cash/${b.cashIdx}/approve`)).body).toMatchObject({ bonusAmt: daily, cash: 2 * won + first + daily });
          const ledger = await s.operator<{ rows: { reason: string; amount: number }[] }>('GET', `/__sandbox/ledger?memId=${m.memId}`);
          expect(ledger.body.rows.filter((r) => r.reason === 'deposit-bonus').map((r) => r.amount)).toEqual(
            expect.arrayContaining([first, daily]),
          );
        } finally {
          await setClock(NOON_SEOUL);
        }
      },
    );
  });
});

describe('game money, balances, the account message', () => {
  it('outGameMoney and moneyMerge bring game money back to cash; C009 in a game; F001 with a request open', async () => {
    const m = await newMember({ cash: 100_000, game: 60_000 });
    expect(okData(await s.call('userCash', {}, { token: m.token }))).toEqual({ cashAmt: 100_000, pointAmt: 0, gameMoney: 60_000 });
    await db().update(members).set({ inGame: true }).where(eq(members.memId, m.memId));
    const c009 = await s.call('outGameMoney', {}, { token: m.token });
    expect(c009.code).toBe('C009');
    await db().update(members).set({ inGame: false }).where(eq(members.memId, m.memId));
    const w = okData(await withdraw(m.token, 10_000));
    expect((await s.call('moneyMerge', {}, { token: m.token })).code).toBe('F001');
    await op(`/__sandbox/cash/${w.cashIdx}/wait`);
    await op(`/__sandbox/cash/${w.cashIdx}/approve`);
    expect(okData(await s.call('outGameMoney', {}, { token: m.token }))).toEqual({ cashAmt: 150_000, gameMoney: 0 });
    expect(okData(await s.call('moneyMerge', {}, { token: m.token }))).toEqual({ cashAmt: 150_000, gameMoney: 0 });
    const row = await cashOf(m.memId);
    expect([row.cash, row.gameMoney, row.moneyMerged]).toEqual([150_000, 0, true]);
  });

  it('requestAccount sends the deposit account as a message', async () => {
    const m = await newMember();
    const a = await s.call('requestAccount', {}, { token: m.token });
    expect(a).toMatchObject({ code: '0', data: { resultCode: '0' } });
    const box = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.memId, m.memId)));
    expect(box).toHaveLength(1);
    expect(box[0]?.content).toContain(SETTING_DEFAULTS.cashRules.depositAccount.accountNumber);
  });
});
