// The activity statement from state (/api/member/activity): each Seoul month's approved
// deposits with their bonuses and withdrawals (a rejected request not counted), the stakes and wins of its bets
// (a cancelled bet not counted, an open one staked with nothing won yet), net = wins − stakes; a bet
// at 23:59 Seoul on the 31st is October's, one at 00:00 on the 1st November's; a month without
// activity answers zeros; and the figures agree with the ledger.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../mocks/sandbox/db/schema';
import { registerBetMarkets } from '../../mocks/sandbox/domain/bet-markets';
import { settleFolders } from '../../mocks/sandbox/domain/bets';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;

beforeAll(async () => {
  s = await openTestSandbox();
  registerBetMarkets({
    activitygame: {
      limits: 'mini',
      async price(_tx, slip) {
        return {
          groupKey: 'mini',
          form: 'activity game',
          roundRef: `activitygame:${slip.round ?? 0}`,
          folders: slip.selections.map((sel) => ({ key: sel.key, odds: 2, game: 'activity round', market: 'odd/even', pick: sel.key })),
        };
      },
    },
  });
}, 120_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;

async function setClock(now: string | { advanceMs: number }) {
  expect((await s.operator('POST', '/__sandbox/clock', typeof now === 'string' ? { now } : now)).status).toBe(200);
}
const op = (path: string, body?: unknown) => s.operator<{ status?: string }>('POST', path, body);

/** Ten minutes on, a cash request sent, then waited and approved (or rejected) on the console. */
async function cash(
  token: string,
  direction: 'in' | 'out',
  amount: number,
  outcome: 'approve' | 'reject' = 'approve',
  bonusYn: 'Y' | 'N' = 'N',
) {
  await setClock({ advanceMs: 10 * 60_000 }); // past the wait between two requests
  const answer =
    direction === 'in'
      ? await s.call('cashIn', { payType: 'bank', amount, bonusYn, depositName: '김활동' }, { token })
      : await s.call('cashOut', { payType: 'bank', amount, cashOutPass: '1234' }, { token });
  const { cashIdx } = okData(answer) as { cashIdx: number };
  expect((await op(`/__sandbox/cash/${cashIdx}/wait`)).status).toBe(200);
  expect((await op(`/__sandbox/cash/${cashIdx}/${outcome}`)).status).toBe(200);
}

let round = 0;
/** A bet of `stake` at odds 2, settled as told (or left open). */
async function bet(token: string, stake: number, result?: 'win' | 'lose' | 'cancel') {
  round += 1;
  const placed = okData(
    await s.call(
      'betPlace',
      { gameType: 'activitygame', round, betAmount: stake, selections: [{ key: 'odd', odds: 2 }] },
      { token, key: crypto.randomUUID() },
    ),
  ) as { betIdx: number };
  if (result) await db().transaction((tx) => settleFolders(tx, placed.betIdx, [{ folderIdx: 1, result }], new Date()));
  return placed.betIdx;
}

describe('the activity statement', () => {
  it('sums each Seoul month from the cash requests and the bets, and agrees with the ledger', async () => {
    await setClock('2026-10-15T03:00:00.000Z'); // noon in Seoul
    const memId = 'actv01';
    await makeMember(s, { memId, cash: 1_000_000 });
    let token = await s.login(memId, 'secret12');

    // October: a deposit, a rejected one, a bet won, a bet lost, a bet cancelled
    await cash(token, 'in', 500_000);
    await cash(token, 'in', 70_000, 'reject');
    await bet(token, 10_000, 'win'); // wins 20,000
    await bet(token, 20_000, 'lose');
    await bet(token, 40_000, 'cancel');
    // the last minute of 31 October in Seoul, then the first of November
    await setClock('2026-10-31T14:59:00.000Z');
    // days later: the session of the 15th has expired (docs/rules.md#sessions), the member signs in again
    token = await s.login(memId, 'secret12');
    await bet(token, 5_000, 'lose');
    await setClock('2026-10-31T15:00:30.000Z');
    await bet(token, 7_000, 'win'); // wins 14,000

    // November: a deposit with the day's first-charge bonus (10 %, docs/rules.md#constants), one whose
    // bonus goes with its rejection, a withdrawal, an open bet
    await setClock('2026-11-10T03:00:00.000Z');
    token = await s.login(memId, 'secret12');
    await cash(token, 'in', 300_000, 'approve', 'Y');
    await cash(token, 'in', 80_000, 'reject', 'Y');
    await cash(token, 'out', 100_000);
    const open = await bet(token, 30_000);

    const statement = okData(await s.call('memberActivity', { from: '2026-09', to: '2026-11' }, { token }));
    expect(statement.list).toEqual([
      { month: '2026-09', deposits: 0, bonuses: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0 },
      { month: '2026-10', deposits: 500_000, bonuses: 0, withdrawals: 0, stakes: 35_000, wins: 20_000, net: -15_000 },
      { month: '2026-11', deposits: 300_000, bonuses: 30_000, withdrawals: 100_000, stakes: 37_000, wins: 14_000, net: -23_000 },
    ]);
    expect((await db().select({ state: bets.state }).from(bets).where(eq(bets.betIdx, open)))[0]?.state).toBe('bet');

    // the ledger: the deposits approved, the stakes of the bets not cancelled and their wins
    const ledger = await s.operator<{ rows: { reason: string; amount: number }[] }>('GET', `/__sandbox/ledger?memId=${memId}`);
    const sum = (reason: string) => ledger.body.rows.filter((r) => r.reason === reason).reduce((acc, r) => acc + r.amount, 0);
    const months = statement.list;
    const total = (k: 'deposits' | 'bonuses' | 'withdrawals' | 'stakes' | 'wins') => months.reduce((acc, m) => acc + m[k], 0);
    expect(total('deposits')).toBe(sum('deposit-approved'));
    expect(total('bonuses')).toBe(sum('deposit-bonus'));
    expect(total('withdrawals')).toBe(-sum('withdrawal-requested'));
    expect(ledger.body.rows.map((r) => r.reason)).toContain('bet-placed');
    // every stake leaves through the ledger; the cancelled one came back
    expect(-sum('bet-placed')).toBe(total('stakes') + 40_000);
  });
});
