// The partner economy from state (docs/rules.md#partner-money): settlements against hand-computed
// bets, the status equal to the sums of the per-member settlement rows and of the betting list (one
// sign), the cash list's totals of completed money, gives, take-backs and moves as ledger pairs with
// each code from its state (a take-back's move row from the member to the partner), the one-day rate
// lock across the console's clock (PR02) and a rate above the partner's own (PR01), reservations paid
// by the ticker or cancelled, sub-partner creation, the lists, and the seeded partner01. The ledger
// equals the balances after every test.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seoulDateTime } from '../../mocks/sandbox/clock';
import { cashRequests, ledger, members } from '../../mocks/sandbox/db/schema';
import { cancelBets, placeBet, settleWithAmount } from '../../mocks/sandbox/domain/bets';
import { setRates } from '../../mocks/sandbox/domain/partner';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
const db = () => s.sandbox.database.db;
const cashOf = async (memId: string) => (await db().select({ cash: members.cash }).from(members).where(eq(members.memId, memId)))[0]?.cash;
const HOUR = 3_600_000;
/** Seoul 2026-11-20 14:00 and 15:00: the day the hand-computed bets settle on. */
const BET_AT = new Date('2026-11-20T05:00:00Z');
const SETTLED_AT = new Date('2026-11-20T06:00:00Z');

const tokens: Record<string, string> = {};
const tok = async (memId: string) => (tokens[memId] ??= await s.login(memId));

beforeAll(async () => {
  s = await openTestSandbox();
  // ptA (PTN_1) → ptB (PTN_2) → u1; u2 directly under ptA; out1 outside the tree
  await makeMember(s, { memId: 'ptA01', partnerType: 'PTN_1', cash: 1_000_000 });
  await makeMember(s, { memId: 'ptB01', partnerType: 'PTN_2', parentId: 'ptA01', cash: 100_000 });
  await makeMember(s, { memId: 'usr01', parentId: 'ptB01', cash: 500_000 });
  await makeMember(s, { memId: 'usr02', parentId: 'ptA01' });
  await makeMember(s, { memId: 'out01', cash: 10_000 });
  const rates = (casino: [number, number], slot: [number, number]) => [
    { category: 'casino' as const, rollingRate: casino[0], losingRate: casino[1] },
    { category: 'hotel' as const, rollingRate: 1, losingRate: 20 },
    { category: 'slot' as const, rollingRate: slot[0], losingRate: slot[1] },
    { category: 'mini' as const, rollingRate: 1, losingRate: 20 },
  ];
  await setRates(db(), 'ptA01', rates([2, 40], [3, 40]), null);
  await setRates(db(), 'ptB01', rates([1, 30], [2, 20]), null);
  await setRates(db(), 'usr01', [{ category: 'casino', rollingRate: 0.5, losingRate: 0 }], null);
  // usr01's bets: casino 100,000 lost, casino 50,000 won 100,000, slot 40,000 lost
  await db().transaction(async (tx) => {
    const member = (await tx.select().from(members).where(eq(members.memId, 'usr01')))[0];
    if (!member) throw new Error('no usr01');
    for (const [groupKey, stake, win] of [
      ['casino', 100_000, 0],
      ['casino', 50_000, 100_000],
      ['slot', 40_000, 0],
    ] as const) {
      const { bet } = await placeBet(tx, { member, groupKey, gameType: groupKey, form: 'test', stake, folders: [], now: BET_AT });
      await settleWithAmount(tx, bet.betIdx, win, SETTLED_AT);
    }
  });
}, 120_000);
checkTheBooks(() => s, { each: true });

const DAY = { startDate: '2026-11-20', endDate: '2026-11-20' };

describe('settlements from settled bets', () => {
  it('a sub-partner row: its branch bets at its own rates (rolling = bet × r%, settlement = (bet − win) × l% − rolling)', async () => {
    const t = await tok('ptA01');
    const data = okData(await s.call('partnerSettlements', DAY, { token: t }));
    expect(data.list).toEqual([
      {
        date: '2026-11-20',
        memId: 'ptB01',
        memNick: 'nick-ptB01',
        category: 'casino',
        totalBet: 150_000,
        totalWin: 100_000,
        rolling: 1_500,
        settlement: 13_500,
        paidYn: 'N',
        reservedAt: null,
      },
      expect.objectContaining({ memId: 'ptB01', category: 'slot', totalBet: 40_000, totalWin: 0, rolling: 800, settlement: 7_200 }),
    ]);
    expect(data.totals).toEqual({ totalBet: 190_000, totalWin: 100_000, rolling: 2_300, settlement: 20_700 });
    expect(okData(await s.call('partnerSettlements', { ...DAY, category: 'slot' }, { token: t })).list).toHaveLength(1);
    expect(okData(await s.call('partnerSettlements', { startDate: '2026-11-21' }, { token: t })).list).toEqual([]);
    // a member's row: its own bets at the viewing partner's rates (ptA01: 2 % / 40 %), not its own
    const users = okData(await s.call('partnerUserSettlements', { ...DAY, category: 'casino' }, { token: t }));
    expect(users.list).toEqual([
      expect.objectContaining({ memId: 'usr01', totalBet: 150_000, totalWin: 100_000, rolling: 3_000, settlement: 17_000 }),
    ]);
    // a sub-partner's settlement is paid to it; a member's row is the partner's own earning
    const ask = { payAt: seoulDateTime(new Date(Date.now() + HOUR)), memId: 'usr01', settlementDate: '2026-11-20', category: 'casino' };
    expect((await s.call('partnerSettlementReserve', ask, { token: t, key: 'partner-test-reserve-user' })).code).toBe('T999');
  });

  it('the status: the whole subtree at the partner own rates, and the counts', async () => {
    const stats = okData(await s.call('partnerStats', DAY, { token: await tok('ptA01') }));
    expect(stats.categories.find((c) => c.category === 'casino')).toEqual({
      category: 'casino',
      total: 50_000,
      totalBet: 150_000,
      totalWin: 100_000,
      rolling: 3_000,
      settlement: 17_000,
      rollingRate: 2,
      losingRate: 40,
    });
    expect(stats).toMatchObject({ winLose: 90_000, subPartnerCount: 1, userCount: 2 });
  });

  it('the betting list with its totals and result filter; a member who is not a partner gets E002', async () => {
    const t = await tok('ptA01');
    const all = okData(await s.call('partnerBettingList', DAY, { token: t }));
    expect(all.list).toHaveLength(3);
    // the house's side (docs/rules.md#partner-money): the players lost 90,000
    expect(all.totals).toEqual({ cash: 190_000, winCash: 100_000, revenue: 90_000 });
    const won = okData(await s.call('partnerBettingList', { ...DAY, result: 'win' }, { token: t }));
    expect(won.list).toEqual([expect.objectContaining({ memId: 'usr01', cash: 50_000, winCash: 100_000, revenue: -50_000, type: 'win' })]);
    expect((await s.call('partnerBettingList', DAY, { token: await tok('usr01') })).code).toBe('E002');
  });
});

describe('one reckoning on every partner screen (docs/rules.md#partner-money)', () => {
  /** Seoul 2026-11-19: the bets of ptP01's tree, odd amounts so that a rounding per unit shows. */
  const ON = { startDate: '2026-11-19', endDate: '2026-11-19' };
  const PLACED = new Date('2026-11-19T03:00:00Z');
  const SETTLED = new Date('2026-11-19T04:00:00Z');
  const all = { ...ON, count_per_list: 100 };
  type Money = { totalBet: number; totalWin: number; rolling: number; settlement: number };
  const add = (a: Money, b: Money): Money => ({
    totalBet: a.totalBet + b.totalBet,
    totalWin: a.totalWin + b.totalWin,
    rolling: a.rolling + b.rolling,
    settlement: a.settlement + b.settlement,
  });
  const ZERO: Money = { totalBet: 0, totalWin: 0, rolling: 0, settlement: 0 };

  beforeAll(async () => {
    // ptP01 (PTN_1) → ptQ01 (PTN_2) → usr11; usr12 directly under ptP01
    await makeMember(s, { memId: 'ptP01', partnerType: 'PTN_1', cash: 1_000_000 });
    await makeMember(s, { memId: 'ptQ01', partnerType: 'PTN_2', parentId: 'ptP01' });
    await makeMember(s, { memId: 'usr11', parentId: 'ptQ01', cash: 1_000_000 });
    await makeMember(s, { memId: 'usr12', parentId: 'ptP01', cash: 1_000_000 });
    const four = (casino: [number, number]) =>
      (['casino', 'hotel', 'slot', 'mini'] as const).map((category) => ({
        category,
        rollingRate: category === 'casino' ? casino[0] : 1.5,
        losingRate: category === 'casino' ? casino[1] : 25,
      }));
    await setRates(db(), 'ptP01', four([2, 40]), null);
    await setRates(db(), 'ptQ01', four([1, 30]), null);
    await setRates(db(), 'usr11', four([0.5, 0]), null);
    await db().transaction(async (tx) => {
      const bettor = async (memId: string) => {
        const m = (await tx.select().from(members).where(eq(members.memId, memId)))[0];
        if (!m) throw new Error(`no ${memId}`);
        return m;
      };
      // [who, group, stake, winnings | 'pending' | 'cancelled']
      const bets = [
        ['usr11', 'casino', 33_333, 0],
        ['usr11', 'casino', 10_001, 25_000],
        ['usr11', 'slot', 7_777, 0],
        ['usr11', 'slot', 20_000, 'pending'],
        ['usr11', 'casino', 5_000, 'cancelled'],
        ['usr12', 'casino', 12_345, 0],
        ['usr12', 'mini', 9_999, 9_999],
        ['usr12', 'hotel', 50_000, 80_000],
        ['usr12', 'hotel', 30_000, 'pending'],
      ] as const;
      for (const [memId, groupKey, stake, outcome] of bets) {
        const { bet } = await placeBet(tx, {
          member: await bettor(memId),
          groupKey,
          gameType: groupKey,
          form: 'test',
          stake,
          folders: [],
          now: PLACED,
        });
        if (outcome === 'cancelled') await cancelBets(tx, [bet.betIdx], SETTLED);
        else if (outcome !== 'pending') await settleWithAmount(tx, bet.betIdx, outcome, SETTLED);
      }
    });
  });

  it('the status equals the sums of the per-member settlement rows and of the betting list, one sign', async () => {
    const t = await tok('ptP01');
    const stats = okData(await s.call('partnerStats', ON, { token: t }));
    const rows = okData(await s.call('partnerUserSettlements', all, { token: t }));
    const bets = okData(await s.call('partnerBettingList', all, { token: t }));

    // per category: the status is the sum of the per-member rows (at ptP01's rates), rounded per row
    for (const c of stats.categories) {
      const sum = rows.list.filter((r) => r.category === c.category).reduce(add, ZERO);
      expect({ totalBet: c.totalBet, totalWin: c.totalWin, rolling: c.rolling, settlement: c.settlement }, c.category).toEqual(sum);
      expect(c.total, c.category).toBe(c.totalBet - c.totalWin);
    }
    const casino = stats.categories.find((c) => c.category === 'casino');
    // usr11 43,334 × 2 % = 866 and usr12 12,345 × 2 % = 246 (not 55,679 × 2 % = 1,113 at once);
    // settlement trunc(18,334 × 40 %) − 866 + trunc(12,345 × 40 %) − 246
    expect(casino).toMatchObject({ totalBet: 55_679, totalWin: 25_000, total: 30_679, rolling: 1_112, settlement: 11_159 });
    expect(rows.list.every((r) => r.rolling > 0)).toBe(true);
    const byCategory = stats.categories.reduce(add, ZERO);
    expect(rows.totals).toEqual(byCategory);

    // the betting list: settled bets in its totals (the pending and cancelled rows listed, counted for nothing)
    expect(bets.list).toHaveLength(9);
    for (const b of bets.list)
      expect(b.revenue, `${b.betIdx} ${b.type}`).toBe(['win', 'lose', 'draw'].includes(b.type) ? b.cash - b.winCash : 0);
    expect(bets.totals).toEqual({
      cash: byCategory.totalBet,
      winCash: byCategory.totalWin,
      revenue: byCategory.totalBet - byCategory.totalWin,
    });
    // the same sign: the players lost 30,679 + 7,777 − 30,000 + 0 = 8,456 (the house's side)
    expect(stats.winLose).toBe(8_456);
    expect(bets.totals?.revenue).toBe(stats.winLose);
  });

  it("a sub-partner's row is its branch at its rates: what its own status shows", async () => {
    const rows = okData(await s.call('partnerSettlements', all, { token: await tok('ptP01') }));
    const own = okData(await s.call('partnerStats', ON, { token: await tok('ptQ01') }));
    for (const c of own.categories) {
      const sum = rows.list.filter((r) => r.memId === 'ptQ01' && r.category === c.category).reduce(add, ZERO);
      expect({ totalBet: c.totalBet, totalWin: c.totalWin, rolling: c.rolling, settlement: c.settlement }, c.category).toEqual(sum);
    }
    // casino at ptQ01's 1 % / 30 %: 433 rolling, trunc(18,334 × 30 %) − 433
    expect(own.categories.find((c) => c.category === 'casino')).toMatchObject({ totalBet: 43_334, rolling: 433, settlement: 5_067 });
  });

  it("the cash list's totals count completed money only, as the status does", async () => {
    const t = await tok('ptP01');
    await db()
      .insert(cashRequests)
      .values([
        {
          memId: 'usr11',
          direction: 'in',
          payType: 'bank',
          amount: 30_000,
          bonusAmt: 3_000,
          status: '1',
          appliedAt: PLACED,
          processedAt: SETTLED,
        },
        { memId: 'usr11', direction: 'in', payType: 'bank', amount: 40_000, bonusAmt: 4_000, status: '0', appliedAt: PLACED },
        { memId: 'usr12', direction: 'in', payType: 'bank', amount: 50_000, status: '-1', appliedAt: PLACED, processedAt: SETTLED },
        { memId: 'usr12', direction: 'out', payType: 'bank', amount: 10_000, status: '2', appliedAt: PLACED },
        { memId: 'usr12', direction: 'out', payType: 'bank', amount: 20_000, status: '1', appliedAt: PLACED, processedAt: SETTLED },
      ]);
    const cash = okData(await s.call('partnerCashList', ON, { token: t }));
    expect(cash.list).toHaveLength(5);
    expect(cash.totals).toEqual({ depositAmt: 30_000, bonusAmt: 3_000, withdrawAmt: 20_000 });
    expect(okData(await s.call('partnerStats', ON, { token: t }))).toMatchObject({ deposits: 30_000, withdrawals: 20_000 });
    expect(okData(await s.call('partnerCashList', { ...ON, status: '-1' }, { token: t })).totals).toEqual({
      depositAmt: 0,
      bonusAmt: 0,
      withdrawAmt: 0,
    });
  });

  it("a take-back's row in the money move list: from the member to the partner, each one's cash after", async () => {
    const t = await tok('ptP01');
    const back = okData(await s.call('partnerMoneyTransfer', { targetId: 'usr12', amount: 7_000, type: 'takeback' }, { token: t }));
    const moved = okData(await s.call('partnerMoneyMoveList', { transferType: 'takeback' }, { token: t })).list;
    expect(moved).toEqual([
      expect.objectContaining({
        type: 'takeback',
        fromId: 'usr12',
        targetId: 'ptP01',
        amount: 7_000,
        balanceAfter: await cashOf('usr12'),
        cashAfter: await cashOf('ptP01'),
      }),
    ]);
    // the give history names the member it was taken from, with the partner's balance and the member's
    expect(okData(await s.call('partnerMoneyTransferList', {}, { token: t })).list[0]).toEqual(back);
    expect(back).toMatchObject({
      fromId: 'usr12',
      targetId: 'usr12',
      balanceAfter: await cashOf('ptP01'),
      cashAfter: await cashOf('usr12'),
    });
  });
});

describe('give, take back and move', () => {
  it('a give is a ledger pair, applied once per Idempotency-Key, in the history of both partners', async () => {
    const t = await tok('ptA01');
    const before = { a: await cashOf('ptA01'), b: await cashOf('ptB01') };
    const give = () =>
      s.call(
        'partnerMoneyTransfer',
        { targetId: 'ptB01', amount: 30_000, type: 'give', note: 'hi' },
        { token: t, key: 'partner-test-give-1' },
      );
    const first = okData(await give());
    expect(first).toMatchObject({ type: 'give', fromId: 'ptA01', targetId: 'ptB01', amount: 30_000, successYn: 'Y', note: 'hi' });
    expect(first.balanceAfter).toBe((before.a ?? 0) - 30_000);
    expect(first.cashAfter).toBe((before.b ?? 0) + 30_000);
    expect(okData(await give())).toEqual(first);
    expect(await cashOf('ptA01')).toBe(first.balanceAfter);
    const rows = await db()
      .select()
      .from(ledger)
      .where(and(eq(ledger.reason, 'partner-give'), inArray(ledger.memId, ['ptA01', 'ptB01'])));
    expect(rows.map((r) => [r.memId, r.amount])).toEqual([
      ['ptA01', -30_000],
      ['ptB01', 30_000],
    ]);
    expect(rows[0]?.txId).toBe(rows[1]?.txId);
    expect(okData(await s.call('partnerMoneyTransferList', {}, { token: t })).list[0]).toEqual(first);
    expect(okData(await s.call('partnerMoneyTransferList', {}, { token: await tok('ptB01') })).list[0]).toEqual(first);
  });

  it('C301–C303 and C401–C403 from state, C601 without an amount', async () => {
    const t = await tok('ptA01');
    const tr = (body: Record<string, unknown>) => s.call('partnerMoneyTransfer', body, { token: t });
    expect((await tr({ targetId: 'out01', amount: 1_000, type: 'give' })).code).toBe('C302');
    expect((await tr({ targetId: 'usr01', amount: 99_000_000, type: 'give' })).code).toBe('C303');
    expect((await tr({ targetId: 'out01', amount: 1_000, type: 'takeback' })).code).toBe('C402');
    expect((await tr({ targetId: 'usr02', amount: 1_000, type: 'takeback' })).code).toBe('C403');
    expect((await tr({ targetId: 'usr01', type: 'give' })).code).toBe('C601');
    expect((await s.call('partnerMoneyTransfer', { targetId: 'usr02', amount: 1, type: 'give' }, { token: await tok('usr01') })).code).toBe(
      'C301',
    );
    expect((await s.operator('POST', '/__sandbox/partners/ptA01/permissions', { give: false, takeback: false })).status).toBe(200);
    try {
      expect((await tr({ targetId: 'usr01', amount: 1_000, type: 'give' })).code).toBe('C301');
      expect((await tr({ targetId: 'usr01', amount: 1_000, type: 'takeback' })).code).toBe('C401');
    } finally {
      await s.operator('POST', '/__sandbox/partners/ptA01/permissions', { give: true, takeback: true });
    }
    const back = okData(await tr({ targetId: 'usr01', amount: 10_000, type: 'takeback' }));
    expect(back).toMatchObject({ type: 'takeback', fromId: 'usr01', targetId: 'usr01', amount: 10_000 });
    expect(await cashOf('usr01')).toBe(back.cashAfter);
  });

  it('a move between sub-members: the pair, its codes, the move list', async () => {
    const t = await tok('ptA01');
    const mv = (body: Record<string, unknown>) => s.call('partnerMoneyMove', body, { token: t });
    expect((await mv({ fromId: 'usr01', toId: 'out01', amount: 1 })).code).toBe('C302');
    expect((await mv({ fromId: 'usr01', toId: 'usr01', amount: 1 })).code).toBe('C302');
    expect((await mv({ fromId: 'usr02', toId: 'usr01', amount: 1 })).code).toBe('C303');
    const u1 = (await cashOf('usr01')) ?? 0;
    const moved = okData(await mv({ fromId: 'usr01', toId: 'usr02', amount: 5_000 }));
    expect(moved).toMatchObject({ type: 'move', fromId: 'usr01', targetId: 'usr02', balanceAfter: u1 - 5_000, cashAfter: 5_000 });
    expect(await cashOf('usr02')).toBe(5_000);
    const list = okData(await s.call('partnerMoneyMoveList', { transferType: 'move' }, { token: t }));
    expect(list.list).toEqual([moved]);
    await s.operator('POST', '/__sandbox/partners/ptA01/permissions', { move: false });
    expect((await mv({ fromId: 'usr02', toId: 'usr01', amount: 1 })).code).toBe('C301');
    await s.operator('POST', '/__sandbox/partners/ptA01/permissions', { move: true });
  });
});

describe('settlement reservations', () => {
  it('paid by the ticker at its time (a ledger pair), shown in the lists; C999 twice; C503 once paid', async () => {
    const t = await tok('ptA01');
    const payAt = seoulDateTime(new Date(Date.now() + HOUR));
    const ask = { payAt, memId: 'ptB01', settlementDate: '2026-11-20', category: 'casino' as const };
    expect(okData(await s.call('partnerSettlementReserve', ask, { token: t, key: 'partner-test-reserve-1' }))).toEqual({ resultCode: '0' });
    expect((await s.call('partnerSettlementReserve', ask, { token: t, key: 'partner-test-reserve-2' })).code).toBe('C999');
    const row = okData(await s.call('partnerSettlements', { ...DAY, category: 'casino' }, { token: t })).list[0];
    expect(row).toMatchObject({ paidYn: 'N', reservedAt: payAt });
    const waiting = okData(await s.call('partnerSettlementReserveList', { status: 'waiting' }, { token: t })).list;
    expect(waiting).toEqual([expect.objectContaining({ memId: 'ptB01', amount: 13_500, status: 'waiting', payAt, doneAt: null })]);
    const before = { a: await cashOf('ptA01'), b: await cashOf('ptB01') };
    await s.sandbox.tick();
    expect(await cashOf('ptB01')).toBe(before.b);
    try {
      await s.operator('POST', '/__sandbox/clock', { advanceMs: 2 * HOUR });
      expect(await cashOf('ptA01')).toBe((before.a ?? 0) - 13_500);
      expect(await cashOf('ptB01')).toBe((before.b ?? 0) + 13_500);
    } finally {
      await s.operator('POST', '/__sandbox/clock', {});
    }
    const reasons = await db()
      .select()
      .from(ledger)
      .where(eq(ledger.txId, `settlement:${waiting[0]?.reserveIdx}`));
    expect(reasons.map((r) => [r.memId, r.reason, r.amount])).toEqual([
      ['ptA01', 'settlement-paid', -13_500],
      ['ptB01', 'settlement-received', 13_500],
    ]);
    expect(okData(await s.call('partnerSettlements', { ...DAY, category: 'casino' }, { token: t })).list[0]?.paidYn).toBe('Y');
    expect((await s.call('partnerSettlementReserveCancel', { reserveIdx: waiting[0]?.reserveIdx }, { token: t })).code).toBe('C503');
  });

  it('cancelled while waiting (C999 again), then reservable again', async () => {
    const t = await tok('ptA01');
    const ask = {
      payAt: seoulDateTime(new Date(Date.now() + HOUR)),
      memId: 'ptB01',
      settlementDate: '2026-11-20',
      category: 'slot' as const,
    };
    okData(await s.call('partnerSettlementReserve', ask, { token: t, key: 'partner-test-reserve-3' }));
    const idx = okData(await s.call('partnerSettlementReserveList', { status: 'waiting' }, { token: t })).list[0]?.reserveIdx;
    expect(okData(await s.call('partnerSettlementReserveCancel', { reserveIdx: idx }, { token: t }))).toEqual({ resultCode: '0' });
    expect((await s.call('partnerSettlementReserveCancel', { reserveIdx: idx }, { token: t })).code).toBe('C999');
    expect(okData(await s.call('partnerSettlementReserveList', { status: 'cancelled' }, { token: t })).list[0]).toMatchObject({
      reserveIdx: idx,
      status: 'cancelled',
      amount: 7_200,
    });
    expect((await s.call('partnerSettlementReserve', { ...ask, amount: 7_200 }, { token: t, key: 'partner-test-reserve-4' })).code).toBe(
      '0',
    );
  });
});

describe('rates and their one-day lock', () => {
  it('reads own and a sub-member, refuses above own (PR01), locks a day (PR02 until then), unlocks when the clock passes it', async () => {
    let t = await tok('ptA01');
    const own = okData(await s.call('partnerRates', {}, { token: t }));
    expect(own.rates.find((r) => r.category === 'casino')).toMatchObject({ rollingRate: 2, losingRate: 40, maxRollingRate: 2 });
    const sub = okData(await s.call('partnerRates', { memId: 'ptB01' }, { token: t }));
    expect(sub.rates.find((r) => r.category === 'casino')).toMatchObject({
      rollingRate: 1,
      losingRate: 30,
      maxRollingRate: 2,
      maxLosingRate: 40,
    });
    expect(sub.lockedUntil).toBeNull();
    expect((await s.call('partnerRates', { memId: 'out01' }, { token: t })).code).toBe('E002');
    const update = (rollingRate: number) =>
      s.call('partnerRateUpdate', { memId: 'ptB01', rates: [{ category: 'casino', rollingRate, losingRate: 30 }] }, { token: t });
    expect(await update(2.5)).toMatchObject({ code: 'PR01', data: null });
    const changed = okData(await update(1.5));
    expect(changed.rates.find((r) => r.category === 'casino')?.rollingRate).toBe(1.5);
    expect(changed.lockedUntil).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await update(1.2)).toMatchObject({ code: 'PR02', data: { until: changed.lockedUntil } });
    try {
      // hours later the session has expired (docs/rules.md#sessions): the partner signs in again
      await s.operator('POST', '/__sandbox/clock', { advanceMs: 23 * HOUR });
      t = tokens.ptA01 = await s.login('ptA01');
      expect((await update(1.2)).code).toBe('PR02');
      await s.operator('POST', '/__sandbox/clock', { advanceMs: 2 * HOUR });
      t = tokens.ptA01 = await s.login('ptA01');
      expect(okData(await update(1.2)).rates.find((r) => r.category === 'casino')?.rollingRate).toBe(1.2);
    } finally {
      await s.operator('POST', '/__sandbox/clock', {});
    }
    // the console lifts a lock
    expect((await update(1)).code).toBe('PR02');
    expect((await s.operator('POST', '/__sandbox/partners/ptB01/rate-lock', { changedAt: null })).status).toBe(200);
    expect((await update(1)).code).toBe('0');
  });
});

describe('sub-partner creation and the member lists', () => {
  it('creates a member under the partner with a role below and rates not above its own', async () => {
    const t = await tok('ptB01');
    const body = {
      memId: 'ptC01',
      memPass: 'secret12',
      memNick: 'nick-ptC01',
      partnerType: 'PTN_3',
      memPhone: '010-7777-0001',
      bank: '004',
      memName: '홍길동',
      bankacc: '777700001',
      rates: [{ category: 'casino', rollingRate: 0.5, losingRate: 10 }],
    };
    expect((await s.call('partnerCreate', { ...body, partnerType: 'PTN_2' }, { token: t })).code).toBe('E002');
    expect(
      (await s.call('partnerCreate', { ...body, rates: [{ category: 'casino', rollingRate: 9, losingRate: 10 }] }, { token: t })).code,
    ).toBe('PR01');
    expect((await s.call('partnerCreate', { ...body, memId: 'usr01' }, { token: t })).code).toBe('U116');
    expect((await s.call('partnerCreate', { ...body, memId: 'no' }, { token: t })).code).toBe('U101');
    // nickname and name by the form's rule (forms/rules/visible.ts): nothing invisible, no direction mark
    expect((await s.call('partnerCreate', { ...body, memNick: 'nick-\u200BptC01' }, { token: t })).code).toBe('U105');
    expect((await s.call('partnerCreate', { ...body, memName: '홍길\u202E동' }, { token: t })).code).toBe('U104');
    expect(okData(await s.call('partnerCreate', body, { token: t }))).toEqual({ resultCode: '0' });
    const row = (await db().select().from(members).where(eq(members.memId, 'ptC01')))[0];
    expect(row).toMatchObject({ parentId: 'ptB01', partnerType: 'PTN_3', state: 'normal' });
    const ct = await s.login('ptC01');
    expect(okData(await s.call('partnerRates', {}, { token: ct })).rates[0]).toMatchObject({
      category: 'casino',
      rollingRate: 0.5,
      losingRate: 10,
    });
  });

  it('members, online members, sub-partners and the cash list from state', async () => {
    const t = await tok('ptA01');
    await tok('usr01');
    const all = okData(await s.call('partnerMembers', { sortField: 'memId', sortDir: 'asc' }, { token: t }));
    expect(all.list.map((m) => m.memId)).toEqual(['ptB01', 'ptC01', 'usr01', 'usr02']);
    expect(all.list.find((m) => m.memId === 'usr01')).toMatchObject({ parentId: 'ptB01', depth: 2, partnerType: 'NORMAL', online: 'Y' });
    expect(all.list.find((m) => m.memId === 'ptB01')).toMatchObject({ subCount: 2, rollingRate: 1, losingRate: 30 });
    expect(
      okData(await s.call('partnerMembers', { memId: 'ptB01' }, { token: t }))
        .list.map((m) => m.memId)
        .sort(),
    ).toEqual(['ptB01', 'ptC01', 'usr01']);
    expect(okData(await s.call('partnerMembers', { searchText: 'USR02' }, { token: t })).list.map((m) => m.memId)).toEqual(['usr02']);
    const online = okData(await s.call('partnerOnlineMembers', {}, { token: t })).list.map((m) => m.memId);
    expect(online).toEqual(expect.arrayContaining(['usr01', 'ptB01']));
    expect(online).not.toContain('usr02');
    expect(
      okData(await s.call('partnerSubPartners', { sortField: 'memId', sortDir: 'asc' }, { token: t })).list.map((m) => m.memId),
    ).toEqual(['ptB01', 'ptC01']);
    await db()
      .insert(cashRequests)
      .values([
        {
          memId: 'usr01',
          direction: 'in',
          payType: 'bank',
          amount: 30_000,
          bonusAmt: 3_000,
          status: '1',
          appliedAt: BET_AT,
          processedAt: SETTLED_AT,
        },
        { memId: 'usr02', direction: 'out', payType: 'bank', amount: 10_000, status: '0', appliedAt: SETTLED_AT },
        { memId: 'out01', direction: 'in', payType: 'bank', amount: 70_000, status: '0', appliedAt: SETTLED_AT },
      ]);
    const cash = okData(await s.call('partnerCashList', DAY, { token: t }));
    expect(cash.list.map((r) => [r.memId, r.cashType])).toEqual([
      ['usr02', 'out'],
      ['usr01', 'in'],
    ]);
    // usr02's withdrawal is only requested: listed, not in the totals (docs/rules.md#partner-money)
    expect(cash.totals).toEqual({ depositAmt: 30_000, bonusAmt: 3_000, withdrawAmt: 0 });
    expect(okData(await s.call('partnerCashList', { ...DAY, cashType: 'in' }, { token: t })).list).toHaveLength(1);
    expect(okData(await s.call('partnerStats', DAY, { token: t }))).toMatchObject({ deposits: 30_000, withdrawals: 0 });
  });
});

describe('the seed', () => {
  it('partner01 sees data on every partner screen, and the seeded balances hold', async () => {
    const t = await tok('partner01');
    for (const id of [
      'partnerMembers',
      'partnerSubPartners',
      'partnerCashList',
      'partnerBettingList',
      'partnerSettlements',
      'partnerUserSettlements',
    ] as const)
      expect(okData(await s.call(id, {}, { token: t })).list.length, id).toBeGreaterThan(0);
    expect(okData(await s.call('partnerMoneyTransferList', {}, { token: t })).list.length).toBeGreaterThan(0);
    expect(okData(await s.call('partnerMoneyMoveList', { transferType: 'move' }, { token: t })).list.length).toBeGreaterThan(0);
    const reservations = okData(await s.call('partnerSettlementReserveList', {}, { token: t })).list.map((r) => r.status);
    expect(reservations.sort()).toEqual(['cancelled', 'paid', 'waiting']);
    const bets = okData(await s.call('partnerBettingList', { count_per_list: 100 }, { token: t })).list;
    // every category the partner economy settles (the sports seed adds sports bets of the subtree too)
    expect([...new Set(bets.map((b) => b.gameType))]).toEqual(expect.arrayContaining(['casino', 'hotel', 'slot', 'mini']));
    const seeded = await db()
      .select({ memId: members.memId, cash: members.cash })
      .from(members)
      .where(and(eq(members.memId, 'partner01')));
    expect(seeded).toEqual([{ memId: 'partner01', cash: 5_000_000 }]);
    expect(await cashOf('jihoon77')).toBe(312_000);
    expect(okData(await s.call('partnerRates', { memId: 'partner03' }, { token: t })).lockedUntil).not.toBeNull();
  });
});
