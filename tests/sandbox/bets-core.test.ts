// The betting core every kind of play shares: betProc's checks in order, the stake and the
// win through the ledger, the combination rule of the betting guide, idempotency by key. A test
// market stands in for sports and mini games here; their own files test their markets.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, members } from '../../mocks/sandbox/db/schema';
import { registerBetMarkets } from '../../mocks/sandbox/domain/bet-markets';
import { outcomeOf, settleFolders } from '../../mocks/sandbox/domain/bets';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
let price = 1.95;
beforeAll(async () => {
  s = await openTestSandbox();
  registerBetMarkets({
    testgame: {
      limits: 'mini',
      async price(_tx, slip) {
        if (slip.round === 13) return { refuse: 'B9999' };
        return {
          groupKey: 'mini',
          form: 'test game',
          roundRef: `testgame:${slip.round ?? 0}`,
          folders: slip.selections.map((sel) => ({ key: sel.key, odds: price, game: 'test round', market: 'odd/even', pick: sel.key })),
        };
      },
    },
  });
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const cashOf = async (memId: string) => (await db().select({ cash: members.cash }).from(members).where(eq(members.memId, memId)))[0]?.cash;
const slip = (round: number, betAmount = 10_000, odds = 1.95, oddsPolicy?: 'none' | 'any' | 'higher') => ({
  gameType: 'testgame',
  round,
  betAmount,
  ...(oddsPolicy ? { oddsPolicy } : {}),
  selections: [{ key: 'odd', odds }],
});

describe('outcomeOf (the betting guide)', () => {
  const f = (result: 'bet' | 'win' | 'lose' | 'draw' | 'cancel', odds = 2) => ({ result, odds });
  it('loses at the first lost folder, waits while one is open, pays the product of the won ones', () => {
    expect(outcomeOf({ stake: 10_000 }, [f('lose'), f('bet')])).toEqual({ state: 'lose', winCash: 0 });
    expect(outcomeOf({ stake: 10_000 }, [f('win'), f('bet')])).toBeNull();
    expect(outcomeOf({ stake: 10_000 }, [f('win', 1.85), f('win', 2.1)])).toEqual({ state: 'win', winCash: 38_900 });
  });
  it('counts a void folder at 1.00 and gives the stake back when all are void', () => {
    expect(outcomeOf({ stake: 10_000 }, [f('win', 1.85), f('draw', 3)])).toEqual({ state: 'win', winCash: 18_500 });
    expect(outcomeOf({ stake: 10_000 }, [f('draw'), f('cancel')])).toEqual({ state: 'draw', winCash: 10_000 });
    expect(outcomeOf({ stake: 10_000 }, [f('cancel'), f('cancel')])).toEqual({ state: 'cancel', winCash: 10_000 });
  });
});

describe('betProc', () => {
  it('takes a bet: the stake leaves through the ledger; a repeat of its key answers the same; settling pays', async () => {
    await makeMember(s, { memId: 'bc01', cash: 100_000 });
    const token = await s.login('bc01');
    const key = 'bet-core-key-000001';
    const first = okData(await s.call('betPlace', slip(1), { token, key }));
    expect(first).toMatchObject({ status: 'accepted', cashAmt: 90_000, totalOdds: 1.95, potentialWin: 19_500 });
    expect(okData(await s.call('betPlace', slip(1), { token, key }))).toEqual(first);
    expect(await cashOf('bc01')).toBe(90_000);
    const betIdx = (first as { betIdx: number }).betIdx;
    await db().transaction((tx) => settleFolders(tx, betIdx, [{ folderIdx: 1, result: 'win', score: '7' }], new Date()));
    expect(await cashOf('bc01')).toBe(109_500);
    expect((await db().select().from(bets).where(eq(bets.betIdx, betIdx)))[0]).toMatchObject({ state: 'win', winCash: 19_500 });
    // settled once: a second result changes nothing
    await db().transaction((tx) => settleFolders(tx, betIdx, [{ folderIdx: 1, result: 'lose' }], new Date()));
    expect(await cashOf('bc01')).toBe(109_500);
  });

  it('a key is held to the whole body: other picks inside selections are C999, the same body in another key order the first answer', async () => {
    await makeMember(s, { memId: 'bc07', cash: 100_000 });
    const token = await s.login('bc07');
    const key = 'bet-core-key-000007';
    const first = okData(await s.call('betPlace', slip(7), { token, key }));
    const otherPick = { ...slip(7), selections: [{ key: 'even', odds: 1.95 }] };
    expect((await s.call('betPlace', otherPick, { token, key })).code).toBe('C999');
    const reordered = { selections: [{ odds: 1.95, key: 'odd' }], betAmount: 10_000, round: 7, gameType: 'testgame' };
    expect(okData(await s.call('betPlace', reordered, { token, key }))).toEqual(first);
    expect(await cashOf('bc07')).toBe(90_000);
  });

  it('answers each refusal with its own code, in order, and moves no money', async () => {
    await makeMember(s, { memId: 'bc02', cash: 20_000 });
    const token = await s.login('bc02');
    const code = async (body: ReturnType<typeof slip>) => (await s.call('betPlace', body, { token })).code;
    expect(await code(slip(13))).toBe('B9999');
    expect(await code(slip(2, 1_000))).toBe('B6001');
    expect(await code(slip(2, 600_000))).toBe('B6002');
    expect(await code(slip(2, 30_000))).toBe('B6000');
    expect(await code({ ...slip(2), gameType: 'nosuchgame' })).toBe('B0091');
    expect(okData(await s.call('betPlace', slip(2), { token }))).toMatchObject({ status: 'accepted' });
    expect(await code(slip(2))).toBe('B6005');
    expect(await cashOf('bc02')).toBe(10_000);
  });

  it('says what moved under the slip policy: none refuses, higher takes a rise, any takes a fall', async () => {
    await makeMember(s, { memId: 'bc03', cash: 100_000 });
    const token = await s.login('bc03');
    price = 2.05;
    try {
      expect(okData(await s.call('betPlace', slip(3, 10_000, 1.95), { token }))).toEqual({
        status: 'oddsChanged',
        changes: [{ key: 'odd', odds: 1.95, newOdds: 2.05 }],
      });
      expect(okData(await s.call('betPlace', slip(3, 10_000, 1.95, 'higher'), { token }))).toMatchObject({
        status: 'accepted',
        totalOdds: 2.05,
      });
      price = 1.8;
      expect(okData(await s.call('betPlace', slip(4, 10_000, 1.95, 'higher'), { token }))).toMatchObject({ status: 'oddsChanged' });
      expect(okData(await s.call('betPlace', slip(4, 10_000, 1.95, 'any'), { token }))).toMatchObject({
        status: 'accepted',
        potentialWin: 18_000,
      });
    } finally {
      price = 1.95;
    }
  });

  it('refuses a member whose betting is locked (B1002), a partner or one banned from betting (B1001)', async () => {
    await makeMember(s, { memId: 'bc04', cash: 100_000 });
    await makeMember(s, { memId: 'bc05', cash: 100_000, partnerType: 'PTN_5' });
    const t4 = await s.login('bc04');
    const t5 = await s.login('bc05');
    await db().update(members).set({ betBlock: 'locked' }).where(eq(members.memId, 'bc04'));
    expect((await s.call('betPlace', slip(5), { token: t4 })).code).toBe('B1002');
    await db().update(members).set({ betBlock: 'banned' }).where(eq(members.memId, 'bc04'));
    expect((await s.call('betPlace', slip(5), { token: t4 })).code).toBe('B1001');
    expect((await s.call('betPlace', slip(5), { token: t5 })).code).toBe('B1001');
    expect(await cashOf('bc04')).toBe(100_000);
  });

  it('betLimits answers the level limits betProc enforces', async () => {
    await makeMember(s, { memId: 'bc06', cash: 0 });
    const token = await s.login('bc06');
    const data = okData(await s.call('betLimits', {}, { token }));
    expect(data).toEqual({
      level: 1,
      limits: [
        { gameType: 'sport', minBet: 5_000, maxBet: 1_000_000, maxWin: 5_000_000, maxFolders: 5 },
        { gameType: 'mini', minBet: 5_000, maxBet: 500_000, maxWin: 1_500_000, maxFolders: 1 },
      ],
    });
  });
});
