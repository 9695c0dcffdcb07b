// The member's money history from state (/api/member/ledger, inferred; mocks/sandbox/domain/ledger-history.ts):
// for seeded members every row of cash and of points, newest first, each account's balance after a row
// the one before it plus its amount, from zero up to the balance the header reads (/api/member/balance);
// every kind of movement a member meets, each with its reason, found by the kind filter; the account,
// date and page of the request.
import { describe, beforeAll, expect, it } from 'vitest';
import type { components } from '../../src/api/generated/schema';
import { coupons } from '../../mocks/sandbox/db/schema';
import { registerBetMarkets } from '../../mocks/sandbox/domain/bet-markets';
import { settleFolders } from '../../mocks/sandbox/domain/bets';
import { seoul } from '../../mocks/sandbox/clock';
import { makeMember } from './support/members';
import { checkTheBooks, okData, openTestSandbox, type TestSandbox } from './support/sandbox';

type Row = components['schemas']['LedgerRow'];
type Kind = components['schemas']['LedgerKind'];

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
  registerBetMarkets({
    ledgergame: {
      limits: 'mini',
      async price(_tx, slip) {
        return {
          groupKey: 'mini',
          form: 'ledger game',
          roundRef: `ledgergame:${slip.round ?? 0}`,
          folders: slip.selections.map((sel) => ({ key: sel.key, odds: 2, game: 'ledger round', market: 'odd/even', pick: sel.key })),
        };
      },
    },
  });
}, 120_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const key = () => crypto.randomUUID();
const op = (path: string, body?: unknown) => s.operator<{ status?: string }>('POST', path, body);

/** Every row of the member's history (no period: from the first movement), newest first, page by page. */
async function wholeHistory(token: string, filter: { kind?: Kind; account?: 'cash' | 'points' } = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const data = okData(await s.call('memberLedger', { page, count_per_list: 100, ...filter }, { token }));
    rows.push(...data.list);
    if (rows.length >= data.pageInfo.tatal_list_count || data.list.length === 0) {
      expect(rows).toHaveLength(data.pageInfo.tatal_list_count);
      return rows;
    }
  }
}

/** One account's rows chain from zero: each balance after is the older one's plus its amount. */
function expectRunningBalance(rows: readonly Row[], account: 'cash' | 'points', balance: number) {
  const own = rows.filter((r) => r.account === account);
  expect(own[0]?.balanceAfter ?? 0, `newest ${account} row`).toBe(balance);
  own.forEach((r, i) => {
    const older = own[i + 1]?.balanceAfter ?? 0;
    expect(r.balanceAfter - r.amount, `${account} row ${r.idx} (${r.reason})`).toBe(older);
    expect(r.amount).not.toBe(0);
  });
  for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.idx).toBeGreaterThan(rows[i]!.idx);
}

describe('the money history', () => {
  it('for seeded members ends at the balance the header shows, cash and points, every row with a reason of the contract', async () => {
    for (const memId of ['tester01', 'tester02', 'jihoon77', 'sora1004', 'minh01', 'partner01']) {
      const token = await s.login(memId);
      const balance = okData(await s.call('memberBalance', {}, { token }));
      const rows = await wholeHistory(token);
      expect(rows.length, memId).toBeGreaterThan(0);
      expectRunningBalance(rows, 'cash', balance.balance);
      expectRunningBalance(rows, 'points', balance.pointAmt ?? 0);
      // the seed writes only reasons the contract names: nothing falls back to the site's correction
      expect(
        rows.filter((r) => r.reason === 'console').map((r) => r.idx),
        memId,
      ).toEqual([]);
      // the account filter answers the same rows of that account
      expect(await wholeHistory(token, { account: 'points' })).toEqual(rows.filter((r) => r.account === 'points'));
    }
  });

  it('shows each kind of movement with its reason, and the kind filter finds it', async () => {
    await s.operator('POST', '/__sandbox/clock', { now: '2026-11-10T03:00:00.000Z' }); // noon in Seoul: no bank maintenance
    try {
      const memId = await makeMember(s, { memId: 'ledg01', parentId: 'partner01', points: 20_000 });
      const token = await s.login(memId);
      const partner = await s.login('partner01');
      const later = () => s.operator('POST', '/__sandbox/clock', { advanceMs: 10 * 60_000 }); // past the wait between two requests

      // a deposit with its first-charge bonus (docs/rules.md#constants)
      const deposit = okData(
        await s.call('cashIn', { payType: 'bank', amount: 100_000, bonusYn: 'Y', depositName: '김원장' }, { token, key: key() }),
      );
      expect((await op(`/__sandbox/cash/${deposit.cashIdx}/wait`)).status).toBe(200);
      expect((await op(`/__sandbox/cash/${deposit.cashIdx}/approve`)).status).toBe(200);
      // the partner gives and takes back
      okData(
        await s.call(
          'partnerMoneyTransfer',
          { targetId: memId, amount: 50_000, type: 'give', note: '이벤트' },
          { token: partner, key: key() },
        ),
      );
      okData(await s.call('partnerMoneyTransfer', { targetId: memId, amount: 20_000, type: 'takeback' }, { token: partner, key: key() }));
      // a coupon, points to cash
      const [coupon] = await db().insert(coupons).values({ memId, name: '원장 쿠폰', kind: 'cash', amount: 5_000 }).returning();
      okData(await s.call('couponUse', { couponIdx: coupon!.idx }, { token, key: key() }));
      okData(await s.call('pointChange', { point: 10_000 }, { token, key: key() }));
      // a withdrawal asked and refused (the held money back)
      await later();
      const out = okData(await s.call('cashOut', { payType: 'bank', amount: 30_000, cashOutPass: '1234' }, { token, key: key() }));
      expect((await op(`/__sandbox/cash/${out.cashIdx}/wait`)).status).toBe(200);
      expect((await op(`/__sandbox/cash/${out.cashIdx}/reject`, { reason: '계좌 확인' })).status).toBe(200);
      // a bet won
      const bet = okData(
        await s.call(
          'betPlace',
          { gameType: 'ledgergame', round: 1, betAmount: 10_000, selections: [{ key: 'odd', odds: 2 }] },
          { token, key: key() },
        ),
      );
      const betIdx = bet.betIdx;
      if (betIdx === undefined) throw new Error('the bet has no number');
      await db().transaction((tx) => settleFolders(tx, betIdx, [{ folderIdx: 1, result: 'win' }], new Date()));
      // cash into a game, the window closed, the game money merged back
      const { gameurl } = okData(
        await s.call('gameLaunch', { vendorKey: '200', gameType: 'slot', gameKey: 'vs_gatesofolympus' }, { token }),
      );
      expect(
        (await fetch(`${s.url}${gameurl}/end`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
      ).toBe(200);
      okData(await s.call('moneyMerge', {}, { token, key: key() }));

      const rows = await wholeHistory(token);
      const balance = okData(await s.call('memberBalance', {}, { token }));
      expectRunningBalance(rows, 'cash', balance.balance);
      expectRunningBalance(rows, 'points', balance.pointAmt ?? 0);
      const seen = rows.map((r) => [r.account, r.kind, r.reason, r.amount]).reverse();
      expect(seen).toEqual([
        ['points', 'adjustment', 'console', 20_000], // the test's own opening points, written straight to the books
        ['cash', 'deposit', 'deposit-approved', 100_000],
        ['cash', 'bonus', 'deposit-bonus', 20_000],
        ['cash', 'partner', 'partner-give', 50_000],
        ['cash', 'partner', 'partner-takeback', -20_000],
        ['cash', 'coupon', 'coupon', 5_000],
        ['points', 'point', 'point-conversion', -10_000],
        ['cash', 'point', 'point-conversion', 10_000],
        ['cash', 'withdrawal', 'withdrawal-requested', -30_000],
        ['cash', 'withdrawal', 'withdrawal-rejected', 30_000],
        ['cash', 'bet', 'bet-placed', -10_000],
        ['cash', 'bet', 'bet-won', 20_000],
        ['cash', 'game', 'game-transfer', -175_000],
        ['cash', 'game', 'money-merge', 175_000],
      ]);
      expect(rows.find((r) => r.reason === 'partner-give')?.note).toBe('이벤트');
      expect(rows.find((r) => r.reason === 'coupon')?.note).toBe('원장 쿠폰');
      // the kind filter: exactly the rows of that kind
      for (const kind of ['deposit', 'withdrawal', 'bonus', 'coupon', 'point', 'game', 'partner', 'bet', 'adjustment'] as const)
        expect(await wholeHistory(token, { kind }), kind).toEqual(rows.filter((r) => r.kind === kind));

      // the page: three rows a page, the second page the next three
      const page2 = okData(await s.call('memberLedger', { page: 2, count_per_list: 3 }, { token }));
      expect(page2.list).toEqual(rows.slice(3, 6));
      expect(page2.pageInfo).toEqual({ page: 2, count_per_list: 3, tatal_list_count: rows.length });
      // the period (Seoul days of when each row was written): today holds them all, a range before it none
      const today = seoul(new Date()).date;
      const inToday = okData(await s.call('memberLedger', { startDate: today, endDate: today, count_per_list: 100 }, { token }));
      expect(inToday.list).toEqual(rows);
      const before = okData(await s.call('memberLedger', { startDate: '2020-01-01', endDate: '2020-12-31' }, { token }));
      expect(before).toEqual({ list: [], pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 0 } });
    } finally {
      await s.operator('POST', '/__sandbox/clock', {});
    }
  });
});
