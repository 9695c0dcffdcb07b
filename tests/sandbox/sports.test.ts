// Sports from state: the board of every menu and sport filter, prices that walk on the
// sandbox clock, the sport and esport markets of betProc (odds changes per the slip's policy, every
// refusal against real fixtures), settlement by the console's result and at the scheduled end (win,
// lose, void on a tie on the line, cancelled fixtures), and the reads of bets (history, detail,
// win/lose, results). The ledger equals the balances after every test.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bets, ledger, members, sportFixtures, sportMarkets } from '../../mocks/sandbox/db/schema';
import { SPORTS } from '../../src/api/generated/enums';
import { plannedScore, fullResult } from '../../mocks/sandbox/domain/sports';
import { pickResult } from '../../mocks/sandbox/domain/sports-markets';
import { walkedOdds } from '../../mocks/sandbox/domain/sports-odds';
import { seoul } from '../../mocks/sandbox/clock';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
const STEP = 30_000;
beforeAll(async () => {
  s = await openTestSandbox();
  // The seeded board is dated around the seed's now (seed/sports.ts: f-8100 began 100 minutes
  // before it), and the file's database was seeded when the run began: in a long run, real time alone
  // would end f-8100 before this file starts. The clock is set to the seed's now, as a fresh sandbox has it.
  const [f8100] = await s.sandbox.database.db.select().from(sportFixtures).where(eq(sportFixtures.fixtureId, 'f-8100'));
  if (!f8100) throw new Error('the seeded board has no f-8100');
  await s.operator('POST', '/__sandbox/clock', { now: new Date(f8100.startAt.getTime() + 100 * 60_000).toISOString() });
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const cashOf = async (memId: string) => (await db().select({ cash: members.cash }).from(members).where(eq(members.memId, memId)))[0]?.cash;
/** The sandbox's now (the console's health says it). */
const sandboxNow = async () => new Date((await s.operator<{ now: string }>('GET', '/__sandbox/health')).body.now);
const clock = (body: { now?: string; advanceMs?: number }) => s.operator('POST', '/__sandbox/clock', body);
const setting = (key: string, value: unknown) => s.operator('POST', `/__sandbox/settings/${key}`, { value });
type Pick = { fixtureId: string; marketId: string; key: string; odds: number };
type Slip = { gameType?: string; betAmount: number; oddsPolicy?: 'none' | 'any' | 'higher'; selections: Pick[] };
const bet = (token: string, slip: Slip) => s.call('betPlace', { gameType: 'sport', ...slip }, { token, key: randomUUID() });

/** The price of a pick on the board now (any menu). */
async function priceOf(token: string, fixtureId: string, marketId: string, key: string): Promise<Pick> {
  for (const menu of ['combination', 'live', 'special', 'esport'] as const) {
    const board = okData(await s.call('sportFixtures', { menu }, { token }));
    const m = board.list.find((f) => f.fixtureId === fixtureId)?.markets.find((x) => x.marketId === marketId);
    const o = m?.odds.find((x) => x.key === key);
    if (o) return { fixtureId, marketId, key, odds: o.odds };
  }
  throw new Error(`no price ${fixtureId} ${marketId} ${key} on the board`);
}

let member = 0;
async function bettor(cash = 2_000_000): Promise<{ memId: string; token: string }> {
  const memId = `sp${String(++member).padStart(3, '0')}`;
  await makeMember(s, { memId, cash });
  return { memId, token: await s.login(memId) };
}

/** A fixture of the test's own (start and end around now), with the markets given. */
async function fixture(
  id: string,
  o: {
    sport?: string;
    startInMin?: number;
    lengthMin?: number;
    markets: { suffix: string; kind: 'winloose' | 'handy' | 'underover'; line: number | null; odds: [string, number][] }[];
  },
) {
  const now = (await sandboxNow()).getTime();
  const startAt = new Date(now + (o.startInMin ?? 60) * 60_000);
  await db()
    .insert(sportFixtures)
    .values({
      fixtureId: id,
      sport: o.sport ?? 'soccer',
      league: 'Test League',
      home: `${id} home`,
      away: `${id} away`,
      startAt,
      endAt: new Date(startAt.getTime() + (o.lengthMin ?? 120) * 60_000),
    });
  await db()
    .insert(sportMarkets)
    .values(
      o.markets.map((m, i) => ({
        marketId: `${id}-${m.suffix}`,
        fixtureId: id,
        ord: i + 1,
        kind: m.kind,
        line: m.line,
        odds: m.odds.map(([key, odds]) => ({ key, odds })),
      })),
    );
}

describe('the board (sportFixtures)', () => {
  it('answers every menu from state: live being played, combination and specials to come, e-sports', async () => {
    const token = await s.login('tester01');
    const live = okData(await s.call('sportFixtures', { menu: 'live' }, { token }));
    expect(live.list.length).toBeGreaterThan(3);
    for (const f of live.list) {
      expect(['live', 'suspended']).toContain(f.status);
      expect(f.clock).toEqual(expect.any(String));
      expect(f.score).toMatch(/^\d+:\d+$/);
      expect(f.sport).not.toBe('esport');
    }
    // f-8100 is held: suspended, every market held
    const held = live.list.find((f) => f.fixtureId === 'f-8100');
    expect(held?.status).toBe('suspended');
    expect(held?.markets.every((m) => m.suspended)).toBe(true);

    const combination = okData(await s.call('sportFixtures', { menu: 'combination' }, { token }));
    expect(combination.list.map((f) => f.fixtureId)).toEqual(expect.arrayContaining(['f-8101', 'f-8102', 'f-8105', 'f-8106']));
    for (const f of combination.list) {
      expect(f).toMatchObject({ status: 'scheduled', clock: null, score: null });
      expect(f.markets.map((m) => m.kind)).toEqual(['winloose', 'handy', 'underover']);
    }
    const f8102 = combination.list.find((f) => f.fixtureId === 'f-8102');
    expect(f8102?.markets.find((m) => m.marketId === 'f-8102-hd')?.suspended).toBe(true);
    expect(combination.leagues?.find((l) => l.league === 'EPL')).toMatchObject({ sport: 'soccer', count: 2 });

    const special = okData(await s.call('sportFixtures', { menu: 'special' }, { token }));
    expect(special.list.length).toBeGreaterThan(0);
    for (const f of special.list) expect(f.markets.every((m) => m.kind === 'special' && m.name && m.odds.every((o) => o.label))).toBe(true);

    const esport = okData(await s.call('sportFixtures', { menu: 'esport' }, { token }));
    expect(esport.list.map((f) => f.fixtureId)).toEqual(['e-8100', 'e-8101', 'e-8102', 'e-8103']);
    expect(esport.list.every((f) => f.sport === 'esport')).toBe(true);
  });

  it('has fixtures for every sport filter of docs/rules.md#constants, and filters by sport, league and day', async () => {
    const token = await s.login('tester01');
    const seen = new Set<string>();
    for (const menu of ['live', 'combination', 'esport'] as const)
      for (const f of okData(await s.call('sportFixtures', { menu }, { token })).list) seen.add(f.sport);
    expect([...seen].sort()).toEqual([...SPORTS].sort());

    const soccer = okData(await s.call('sportFixtures', { menu: 'combination', sport: 'soccer' }, { token }));
    expect(soccer.list.every((f) => f.sport === 'soccer')).toBe(true);
    expect(soccer.leagues?.every((l) => l.sport === 'soccer')).toBe(true);
    const epl = okData(await s.call('sportFixtures', { menu: 'combination', league: 'EPL' }, { token }));
    expect(epl.list.map((f) => f.fixtureId)).toEqual(['f-8101', 'f-8102']);
    expect(epl.pageInfo.tatal_list_count).toBe(2);
    // the day f-8113 starts (three days after the seed), read from its row: a run near Seoul's
    // midnight must not ask for the day after it (the seed may be minutes older than the test)
    const [ufc] = await s.sandbox.database.db.select().from(sportFixtures).where(eq(sportFixtures.fixtureId, 'f-8113'));
    if (!ufc) throw new Error('the seed has f-8113');
    const onDay = okData(await s.call('sportFixtures', { menu: 'combination', date: seoul(ufc.startAt).date }, { token }));
    expect(onDay.list.map((f) => f.fixtureId)).toEqual(['f-8113']);
  });

  it('prices walk on the clock: the same step answers the same, later steps move within the walk', async () => {
    const token = await s.login('tester01');
    const a = await priceOf(token, 'f-8101', 'f-8101-wl', 'home');
    expect(await priceOf(token, 'f-8101', 'f-8101-wl', 'home')).toEqual(a);
    const now = await sandboxNow();
    const seen = new Set<number>();
    for (let i = 1; i <= 10; i++) seen.add(walkedOdds(2.12, 'f-8101-wl', 'home', new Date(now.getTime() + i * STEP), STEP));
    expect(seen.size).toBeGreaterThan(2);
    for (const p of seen) expect(Math.abs(p - 2.12)).toBeLessThanOrEqual(0.18 + 1e-9);
    await clock({ advanceMs: 5 * STEP });
    try {
      const b = await priceOf(token, 'f-8101', 'f-8101-wl', 'home');
      expect(b.odds).toBe(walkedOdds(2.12, 'f-8101-wl', 'home', await sandboxNow(), STEP));
      // prices stand still when the step is 0
      await setting('sportOddsStepMs', 0);
      expect((await priceOf(token, 'f-8101', 'f-8101-wl', 'home')).odds).toBe(2.12);
    } finally {
      await setting('sportOddsStepMs', STEP);
      await clock({ advanceMs: -5 * STEP });
    }
  });

  it('answers B0093 under maintenance', async () => {
    const token = await s.login('tester01');
    const t = (await sandboxNow()).getTime();
    const fmt = (ms: number) => {
      const d = seoul(new Date(ms));
      return `${d.date} ${d.time}`;
    };
    await s.operator('POST', '/__sandbox/maintenance', { startDate: fmt(t - 60_000), endDate: fmt(t + 3_600_000), message: 'test' });
    try {
      expect((await s.call('sportFixtures', { menu: 'live' }, { token })).code).toBe('B0093');
    } finally {
      await s.operator('POST', '/__sandbox/maintenance', { startDate: null, endDate: null, message: null });
    }
  });
});

describe('betProc: the sport and esport markets', () => {
  it('takes a single and a combination at the prices now: stake out, folders as the board names them', async () => {
    // prices stand still here: a step boundary between the read and the bet (a slow machine) would
    // move them, which the odds-change tests below cover
    await setting('sportOddsStepMs', 0);
    onTestFinished(async () => {
      await setting('sportOddsStepMs', STEP);
    });
    const { memId, token } = await bettor();
    const single = await priceOf(token, 'f-8101', 'f-8101-wl', 'home');
    const one = okData(await bet(token, { betAmount: 10_000, selections: [single] }));
    expect(one).toMatchObject({ status: 'accepted', totalOdds: single.odds, potentialWin: Math.floor(10_000 * single.odds + 1e-6) });
    const picks = [await priceOf(token, 'f-8102', 'f-8102-uo', 'over'), await priceOf(token, 'f-8106', 'f-8106-wl', 'away')];
    const combo = okData(await bet(token, { betAmount: 20_000, selections: picks }));
    expect(combo.status).toBe('accepted');
    expect(combo.selections).toEqual(picks);
    expect(await cashOf(memId)).toBe(2_000_000 - 30_000);
    const detail = okData(await s.call('betDetail', { betIdx: combo.betIdx ?? 0 }, { token }));
    expect(detail.bet).toMatchObject({ form: '다폴더', gameType: 'sport', company: '스포츠', folderCount: 2, type: 'bet', cash: 20_000 });
    // a slip's form is named in every language (docs/rules.md#names): the history shows it so in en and vi
    expect(detail.bet.gameNames).toEqual({ ko: '다폴더', en: 'Combination', vi: 'Cược xiên' });
    const singleRow = okData(await s.call('betDetail', { betIdx: one.betIdx ?? 0 }, { token })).bet;
    expect(singleRow.gameNames).toEqual({ ko: '단폴더', en: 'Single', vi: 'Cược đơn' });
    expect(detail.folders).toEqual([
      expect.objectContaining({ game: '토트넘 vs 뉴캐슬', league: 'EPL', market: '언더/오버 3.5', pick: '오버', result: 'wait' }),
      expect.objectContaining({ game: 'LA 레이커스 vs 보스턴 셀틱스', market: '승패', pick: '보스턴 셀틱스', result: 'wait' }),
    ]);
    // e-sports through gameType esport (sport refuses an e-sports fixture, and the other way round)
    const e = await priceOf(token, 'e-8101', 'e-8101-wl', 'home');
    expect((await bet(token, { betAmount: 10_000, selections: [e] })).code).toBe('E001');
    expect((await bet(token, { gameType: 'esport', betAmount: 10_000, selections: [single] })).code).toBe('E001');
    const eb = okData(await bet(token, { gameType: 'esport', betAmount: 10_000, selections: [e] }));
    expect(okData(await s.call('betDetail', { betIdx: eb.betIdx ?? 0 }, { token })).bet).toMatchObject({
      gameType: 'esport',
      company: 'e스포츠',
    });
  });

  it('a slip priced a while ago meets moved prices: none refuses, higher takes only rises, any takes them', async () => {
    const { memId, token } = await bettor();
    const start = (await sandboxNow()).getTime();
    const stepStart = Math.floor(start / STEP) * STEP;
    const base =
      (await db().select().from(sportMarkets).where(eq(sportMarkets.marketId, 'f-8102-wl')))[0]?.odds.find((o) => o.key === 'home')?.odds ??
      0;
    const at = (k: number) => walkedOdds(base, 'f-8102-wl', 'home', new Date(stepStart + k * STEP + 1), STEP);
    // the slip is priced at step `from`: the first step of the next 60 whose price later both falls and
    // rises (a price at the walk's high, or held at 1.01, can do only one: which steps those are depends
    // on when the test runs, the walk being drawn from the step's number). The walk is the last six
    // steps' moves, so either way can take a while; 340 steps of 30 s stay before the fixture's end.
    let from = 0;
    let fell = 0;
    let rose = 0;
    for (; from < 60; from++) {
      fell = 0;
      rose = 0;
      for (let k = from + 1; k < from + 340 && (!fell || !rose); k++) {
        if (!fell && at(k) < at(from)) fell = k;
        if (!rose && at(k) > at(from)) rose = k;
      }
      if (fell && rose) break;
    }
    expect(fell && rose).toBeTruthy();
    const seen = at(from);
    const slip = (policy: 'none' | 'any' | 'higher'): Slip => ({
      betAmount: 10_000,
      oddsPolicy: policy,
      selections: [{ fixtureId: 'f-8102', marketId: 'f-8102-wl', key: 'home', odds: seen }],
    });
    /** Moves the sandbox clock into step `k` of the walk. */
    const toStep = async (k: number) => clock({ advanceMs: stepStart + k * STEP + 1 - (await sandboxNow()).getTime() });
    try {
      if (from > 0) await toStep(from);
      expect((await priceOf(token, 'f-8102', 'f-8102-wl', 'home')).odds).toBe(seen);
      await toStep(fell);
      const changed = okData(await bet(token, slip('none')));
      expect(changed).toEqual({
        status: 'oddsChanged',
        changes: [{ fixtureId: 'f-8102', marketId: 'f-8102-wl', key: 'home', odds: seen, newOdds: at(fell) }],
      });
      expect(okData(await bet(token, slip('higher'))).status).toBe('oddsChanged');
      expect(await cashOf(memId)).toBe(2_000_000);
      const taken = okData(await bet(token, slip('any')));
      expect(taken).toMatchObject({ status: 'accepted', totalOdds: at(fell) });

      await toStep(rose);
      expect(
        okData(await bet(token, { ...slip('none'), selections: [{ ...slip('none').selections[0]!, key: 'away', odds: 1.01 }] })).status,
      ).toBe('oddsChanged');
      // another member (the same picks again would be a duplicate of the bet taken above)
      const other = await bettor();
      const higher = okData(await bet(other.token, { ...slip('higher'), betAmount: 15_000 }));
      expect(higher).toMatchObject({ status: 'accepted', totalOdds: at(rose) });
    } finally {
      await clock({ advanceMs: start - (await sandboxNow()).getTime() });
    }
  });

  it('refuses with each code from state: B6001, B6002, B6003, B6005, B6000, B1001, B1002, E001, B9999', async () => {
    // prices stand still here: a step boundary between a read and its bet (a slow machine) answers
    // oddsChanged instead of the refusal asked for
    await setting('sportOddsStepMs', 0);
    onTestFinished(async () => {
      await setting('sportOddsStepMs', STEP);
    });
    const { memId, token } = await bettor(5_000_000);
    const p = await priceOf(token, 'f-8101', 'f-8101-wl', 'away');
    const q = await priceOf(token, 'f-8105', 'f-8105-wl', 'home');
    const r = await priceOf(token, 'f-8107', 'f-8107-wl', 'home');
    const u = await priceOf(token, 'f-8112', 'f-8112-wl', 'home');
    expect((await bet(token, { betAmount: 4_999, selections: [p] })).code).toBe('B6001');
    expect((await bet(token, { betAmount: 1_000_001, selections: [p] })).code).toBe('B6002');
    // level 1 takes at most 5 picks on a slip
    const six = await Promise.all(
      ['f-8101', 'f-8102', 'f-8105', 'f-8106', 'f-8107', 'f-8112'].map((f) => priceOf(token, f, `${f}-uo`, 'under')),
    );
    expect((await bet(token, { betAmount: 10_000, selections: six })).code).toBe('B6002');
    // level 1 wins at most 5,000,000
    expect((await bet(token, { betAmount: 1_000_000, selections: [p, q, r, u] })).code).toBe('B6003');
    expect(okData(await bet(token, { betAmount: 10_000, selections: [p, q] })).status).toBe('accepted');
    expect((await bet(token, { betAmount: 20_000, selections: [q, p] })).code).toBe('B6005');
    // closed or unknown picks, held markets, a fixture past its end
    expect((await bet(token, { betAmount: 10_000, selections: [{ ...p, key: 'nobody' }] })).code).toBe('E001');
    expect(
      (await bet(token, { betAmount: 10_000, selections: [{ fixtureId: 'r-7701', marketId: 'r-7701-wl', key: 'home', odds: 2 }] })).code,
    ).toBe('B9999');
    expect(
      (await bet(token, { betAmount: 10_000, selections: [{ ...p, fixtureId: 'f-8102', marketId: 'f-8102-hd', key: 'home' }] })).code,
    ).toBe('B9999');
    expect((await s.operator('POST', '/__sandbox/sports/fixtures/f-8107/hold', { suspended: true })).status).toBe(200);
    expect((await bet(token, { betAmount: 10_000, selections: [r] })).code).toBe('B9999');
    await s.operator('POST', '/__sandbox/sports/fixtures/f-8107/hold', { suspended: false });
    await fixture('t-ended', {
      startInMin: -130,
      lengthMin: 120,
      markets: [
        {
          suffix: 'wl',
          kind: 'winloose',
          line: null,
          odds: [
            ['home', 2],
            ['draw', 3],
            ['away', 3],
          ],
        },
      ],
    });
    expect(
      (await bet(token, { betAmount: 10_000, selections: [{ fixtureId: 't-ended', marketId: 't-ended-wl', key: 'home', odds: 2 }] })).code,
    ).toBe('B9999');
    // the member
    await db().update(members).set({ betBlock: 'banned' }).where(eq(members.memId, memId));
    expect((await bet(token, { betAmount: 10_000, selections: [r] })).code).toBe('B1001');
    await db().update(members).set({ betBlock: 'locked' }).where(eq(members.memId, memId));
    expect((await bet(token, { betAmount: 10_000, selections: [r] })).code).toBe('B1002');
    await db().update(members).set({ betBlock: null }).where(eq(members.memId, memId));
    const poor = await s.login('tester03');
    expect((await bet(poor, { betAmount: 10_000, selections: [r] })).code).toBe('B6000');
    expect(await cashOf(memId)).toBe(5_000_000 - 10_000);
    await db().delete(sportMarkets).where(eq(sportMarkets.fixtureId, 't-ended'));
    await db().delete(sportFixtures).where(eq(sportFixtures.fixtureId, 't-ended'));
  });
});

describe('settlement', () => {
  it('the console result settles a combination once its last folder is known: win pays stake × odds', async () => {
    const { memId, token } = await bettor();
    await fixture('t-c1', {
      markets: [
        {
          suffix: 'wl',
          kind: 'winloose',
          line: null,
          odds: [
            ['home', 2],
            ['draw', 3.2],
            ['away', 3.5],
          ],
        },
      ],
    });
    await fixture('t-c2', {
      sport: 'basketball',
      markets: [
        {
          suffix: 'uo',
          kind: 'underover',
          line: 200.5,
          odds: [
            ['under', 1.9],
            ['over', 1.85],
          ],
        },
      ],
    });
    await setting('sportOddsStepMs', 0);
    try {
      const placed = okData(
        await bet(token, {
          betAmount: 10_000,
          selections: [
            { fixtureId: 't-c1', marketId: 't-c1-wl', key: 'home', odds: 2 },
            { fixtureId: 't-c2', marketId: 't-c2-uo', key: 'over', odds: 1.85 },
          ],
        }),
      );
      const betIdx = placed.betIdx ?? 0;
      const list = await s.operator<{ rows: { fixtureId: string; openBets: number }[] }>('GET', '/__sandbox/sports/fixtures?state=open');
      expect(list.body.rows.find((r) => r.fixtureId === 't-c1')?.openBets).toBe(1);

      const first = await s.operator('POST', '/__sandbox/sports/fixtures/t-c1/result', { home: 2, away: 0 });
      expect(first).toMatchObject({ status: 200, body: { state: 'finished', homeScore: 2, awayScore: 0, settledBets: 1 } });
      expect(okData(await s.call('betDetail', { betIdx }, { token })).bet.type).toBe('bet');
      expect((await s.operator('POST', '/__sandbox/sports/fixtures/t-c1/result', { home: 0, away: 1 })).status).toBe(409);

      await s.operator('POST', '/__sandbox/sports/fixtures/t-c2/result', { home: 110, away: 101 });
      const detail = okData(await s.call('betDetail', { betIdx }, { token }));
      expect(detail.bet).toMatchObject({ type: 'win', cash: 10_000, winCash: 37_000, revenue: 27_000 });
      expect(detail.folders.map((f) => [f.result, f.score])).toEqual([
        ['win', '2:0'],
        ['win', '110:101'],
      ]);
      expect(await cashOf(memId)).toBe(2_000_000 - 10_000 + 37_000);
      const won = await db()
        .select()
        .from(ledger)
        .where(and(eq(ledger.memId, memId), eq(ledger.reason, 'bet-won')));
      expect(won.map((l) => l.amount)).toEqual([37_000]);
    } finally {
      await setting('sportOddsStepMs', STEP);
    }
  });

  it('a lost folder loses the bet at once; a tie on a whole-number line is void at 1.00; a 2-way tie is void', async () => {
    const { memId, token } = await bettor();
    await setting('sportOddsStepMs', 0);
    try {
      await fixture('t-v1', {
        markets: [
          {
            suffix: 'hd',
            kind: 'handy',
            line: -1,
            odds: [
              ['home', 1.9],
              ['away', 1.9],
            ],
          },
          {
            suffix: 'uo',
            kind: 'underover',
            line: 3,
            odds: [
              ['under', 1.8],
              ['over', 2],
            ],
          },
        ],
      });
      await fixture('t-v2', {
        sport: 'tennis',
        markets: [
          {
            suffix: 'wl',
            kind: 'winloose',
            line: null,
            odds: [
              ['home', 1.5],
              ['away', 2.5],
            ],
          },
        ],
      });
      await fixture('t-v3', {
        markets: [
          {
            suffix: 'wl',
            kind: 'winloose',
            line: null,
            odds: [
              ['home', 2.5],
              ['draw', 3],
              ['away', 2.5],
            ],
          },
        ],
      });
      const pick = (fixtureId: string, suffix: string, key: string, odds: number) => ({
        fixtureId,
        marketId: `${fixtureId}-${suffix}`,
        key,
        odds,
      });
      const voidCombo = okData(
        await bet(token, { betAmount: 10_000, selections: [pick('t-v1', 'hd', 'home', 1.9), pick('t-v3', 'wl', 'home', 2.5)] }),
      );
      const voidSingle = okData(await bet(token, { betAmount: 10_000, selections: [pick('t-v1', 'uo', 'over', 2)] }));
      const twoWay = okData(await bet(token, { betAmount: 10_000, selections: [pick('t-v2', 'wl', 'away', 2.5)] }));
      const lost = okData(
        await bet(token, { betAmount: 10_000, selections: [pick('t-v2', 'wl', 'home', 1.5), pick('t-v3', 'wl', 'away', 2.5)] }),
      );
      // t-v3 home wins: the combination with t-v3 away loses at once, before t-v2 is known
      await s.operator('POST', '/__sandbox/sports/fixtures/t-v3/result', { home: 1, away: 0 });
      expect(okData(await s.call('betDetail', { betIdx: lost.betIdx ?? 0 }, { token })).bet).toMatchObject({ type: 'lose', winCash: 0 });
      // 2:1 at handicap −1 is a tie (void); 3 goals on a line of 3 is void
      await s.operator('POST', '/__sandbox/sports/fixtures/t-v1/result', { home: 2, away: 1 });
      const vc = okData(await s.call('betDetail', { betIdx: voidCombo.betIdx ?? 0 }, { token }));
      expect(vc.bet).toMatchObject({ type: 'win', winCash: 25_000 });
      expect(vc.folders.map((f) => f.result)).toEqual(['draw', 'win']);
      expect(okData(await s.call('betDetail', { betIdx: voidSingle.betIdx ?? 0 }, { token })).bet).toMatchObject({
        type: 'draw',
        winCash: 10_000,
        revenue: 0,
      });
      await s.operator('POST', '/__sandbox/sports/fixtures/t-v2/result', { home: 6, away: 6 });
      expect(okData(await s.call('betDetail', { betIdx: twoWay.betIdx ?? 0 }, { token })).bet).toMatchObject({
        type: 'draw',
        winCash: 10_000,
      });
      // the combination lost on t-v3 still shows its t-v2 leg's own result and score once t-v2 ends
      const lostAfter = okData(await s.call('betDetail', { betIdx: lost.betIdx ?? 0 }, { token }));
      expect(lostAfter.bet).toMatchObject({ type: 'lose', winCash: 0 });
      expect(lostAfter.folders.map((f) => [f.result, f.score])).toEqual([
        ['draw', '6:6'],
        ['lose', '1:0'],
      ]);
      expect(await cashOf(memId)).toBe(2_000_000 - 40_000 + 25_000 + 10_000 + 10_000);
    } finally {
      await setting('sportOddsStepMs', STEP);
    }
  });

  it('a cancelled fixture is void: a single gets its stake back (cancel), a combination counts it at 1.00', async () => {
    const { memId, token } = await bettor();
    await setting('sportOddsStepMs', 0);
    try {
      await fixture('t-x1', {
        markets: [
          {
            suffix: 'wl',
            kind: 'winloose',
            line: null,
            odds: [
              ['home', 2],
              ['draw', 3],
              ['away', 3],
            ],
          },
        ],
      });
      await fixture('t-x2', {
        markets: [
          {
            suffix: 'wl',
            kind: 'winloose',
            line: null,
            odds: [
              ['home', 1.5],
              ['draw', 3],
              ['away', 4],
            ],
          },
        ],
      });
      const single = okData(
        await bet(token, { betAmount: 10_000, selections: [{ fixtureId: 't-x1', marketId: 't-x1-wl', key: 'home', odds: 2 }] }),
      );
      const combo = okData(
        await bet(token, {
          betAmount: 10_000,
          selections: [
            { fixtureId: 't-x1', marketId: 't-x1-wl', key: 'draw', odds: 3 },
            { fixtureId: 't-x2', marketId: 't-x2-wl', key: 'home', odds: 1.5 },
          ],
        }),
      );
      expect(await s.operator('POST', '/__sandbox/sports/fixtures/t-x1/cancel')).toMatchObject({
        status: 200,
        body: { state: 'cancelled', settledBets: 2 },
      });
      expect(okData(await s.call('betDetail', { betIdx: single.betIdx ?? 0 }, { token })).bet).toMatchObject({
        type: 'cancel',
        winCash: 10_000,
        revenue: 0,
      });
      await s.operator('POST', '/__sandbox/sports/fixtures/t-x2/result', { home: 3, away: 1 });
      const c = okData(await s.call('betDetail', { betIdx: combo.betIdx ?? 0 }, { token }));
      expect(c.bet).toMatchObject({ type: 'win', winCash: 15_000 });
      expect(c.folders.map((f) => f.result)).toEqual(['cancel', 'win']);
      expect(await cashOf(memId)).toBe(2_000_000 - 20_000 + 10_000 + 15_000);
      expect((await s.operator('POST', '/__sandbox/sports/fixtures/nope/cancel')).status).toBe(404);
      const results = okData(await s.call('sportResults', { kind: 'winloose', league: 'Test League' }, { token }));
      expect(results.list.find((r) => r.fixtureId === 't-x1')?.outcome).toBe('cancel');
      expect(results.list.find((r) => r.fixtureId === 't-x2')).toMatchObject({ homeScore: 3, awayScore: 1, outcome: 'home' });
    } finally {
      await setting('sportOddsStepMs', STEP);
    }
  });

  it('a fixture settles at its scheduled end by the score it was played to (the ticker), once', async () => {
    // a fixture of its own: the seeded ones may already be settled by an earlier test's clock moves
    await fixture('t-end', {
      startInMin: -25,
      lengthMin: 115,
      markets: [
        {
          suffix: 'uo',
          kind: 'underover',
          line: 2.5,
          odds: [
            ['under', 1.92],
            ['over', 1.88],
          ],
        },
      ],
    });
    const { memId, token } = await bettor();
    const pick = await priceOf(token, 't-end', 't-end-uo', 'over');
    const placed = okData(await bet(token, { betAmount: 10_000, selections: [pick] }));
    const final = fullResult(plannedScore({ fixtureId: 't-end', sport: 'soccer' }));
    const market = (await db().select().from(sportMarkets).where(eq(sportMarkets.marketId, 't-end-uo')))[0];
    if (!market) throw new Error('no market');
    const expected = pickResult(market, 'over', final);
    const start = (await sandboxNow()).getTime();
    try {
      await clock({ advanceMs: 2 * 3_600_000 });
      await s.sandbox.tick();
      // two hours on, the member's session has expired (docs/rules.md#sessions): it signs in again to read
      const token = await s.login(memId);
      const row = (await db().select().from(sportFixtures).where(eq(sportFixtures.fixtureId, 't-end')))[0];
      expect(row).toMatchObject({ state: 'finished', homeScore: final.home, awayScore: final.away, resultBy: 'schedule' });
      const b = (
        await db()
          .select()
          .from(bets)
          .where(eq(bets.betIdx, placed.betIdx ?? 0))
      )[0];
      expect(b?.state).toBe(expected);
      expect(await cashOf(memId)).toBe(2_000_000 - 10_000 + (expected === 'win' ? (b?.potentialWin ?? 0) : 0));
      // what ended is off the board; the results list it
      const live = okData(await s.call('sportFixtures', { menu: 'live' }, { token }));
      expect(live.list.some((f) => f.fixtureId === 't-end')).toBe(false);
      const res = okData(await s.call('sportResults', { kind: 'underover', league: 'Test League' }, { token }));
      expect(res.list.find((r) => r.fixtureId === 't-end')).toMatchObject({
        line: 2.5,
        outcome: final.home + final.away > 2.5 ? 'over' : 'under',
      });
    } finally {
      await clock({ advanceMs: start - (await sandboxNow()).getTime() });
    }
  });
});

describe('the reads', () => {
  it("betList: the seeded history by range, group, paging and the archive; betDetail of one (another member's: ownership.test.ts)", async () => {
    const token = await s.login('tester01');
    const today = seoul(await sandboxNow()).date;
    const weekAgo = seoul(new Date((await sandboxNow()).getTime() - 7 * 86_400_000)).date;
    const all = okData(await s.call('betList', { startDate: weekAgo, endDate: today, groupKey: 'sport' }, { token }));
    expect(all.pageInfo.tatal_list_count).toBe(4);
    expect(all.list.map((b) => b.type).sort()).toEqual(['bet', 'cancel', 'lose', 'win']);
    expect(all.list.find((b) => b.type === 'win')).toMatchObject({
      cash: 20_000,
      winCash: 40_000,
      revenue: 20_000,
      folderCount: 1,
      form: '단폴더',
    });
    const dates = all.list.map((b) => b.regDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = okData(await s.call('betList', { startDate: weekAgo, endDate: today, page: 2, count_per_list: 3 }, { token }));
    expect(page2.list).toHaveLength(1);
    expect(page2.pageInfo).toEqual({ page: 2, count_per_list: 3, tatal_list_count: 4 });
    expect(okData(await s.call('betList', { startDate: weekAgo, endDate: today, groupKey: 'casino' }, { token })).list).toEqual([]);
    expect(okData(await s.call('betList', { startDate: weekAgo, endDate: today, oldYn: 'Y' }, { token })).list).toEqual([]);

    const lost = all.list.find((b) => b.type === 'lose');
    const detail = okData(await s.call('betDetail', { betIdx: lost?.betIdx ?? 0 }, { token }));
    expect(detail.totalOdds).toBe(3.52);
    expect(detail.folders.map((f) => [f.market, f.pick, f.score, f.result])).toEqual([
      ['언더/오버 2.5', '오버', '2:2', 'win'],
      ['승패', '울산 현대모비스', '81:86', 'lose'],
    ]);
  });

  it('winLose: deposits, withdrawals, stakes and wins per Seoul day, winLose = win − bet, and the total', async () => {
    const { token } = await bettor();
    await setting('sportOddsStepMs', 0);
    try {
      await fixture('t-w1', {
        markets: [
          {
            suffix: 'wl',
            kind: 'winloose',
            line: null,
            odds: [
              ['home', 3],
              ['draw', 3],
              ['away', 3],
            ],
          },
        ],
      });
      await bet(token, { betAmount: 10_000, selections: [{ fixtureId: 't-w1', marketId: 't-w1-wl', key: 'home', odds: 3 }] });
      await bet(token, { betAmount: 5_000, selections: [{ fixtureId: 't-w1', marketId: 't-w1-wl', key: 'away', odds: 3 }] });
      await s.operator('POST', '/__sandbox/sports/fixtures/t-w1/result', { home: 1, away: 0 });
      const today = seoul(await sandboxNow()).date;
      const wl = okData(await s.call('winLose', { startDate: today, endDate: today }, { token }));
      expect(wl.list).toEqual([{ date: today, deposit: 0, withdrawal: 0, bet: 15_000, win: 30_000, winLose: 15_000 }]);
      expect(wl.total).toEqual({ date: today, deposit: 0, withdrawal: 0, bet: 15_000, win: 30_000, winLose: 15_000 });
      const t01 = await s.login('tester01');
      const month = seoul(new Date((await sandboxNow()).getTime() - 30 * 86_400_000)).date;
      const history = okData(await s.call('winLose', { startDate: month, endDate: today }, { token: t01 }));
      expect(history.list.some((d) => d.deposit > 0)).toBe(true);
      expect(history.total?.winLose).toBe(history.list.reduce((n, d) => n + d.winLose, 0));
    } finally {
      await setting('sportOddsStepMs', STEP);
    }
  });

  it('sportResults: each kind of market of settled fixtures, newest first, by sport and page', async () => {
    const token = await s.login('tester01');
    const wl = okData(await s.call('sportResults', { kind: 'winloose' }, { token }));
    expect(wl.pageInfo.count_per_list).toBe(10);
    expect(wl.list).toHaveLength(10);
    const r7701 = okData(await s.call('sportResults', { kind: 'winloose', sport: 'soccer', league: 'EPL' }, { token })).list.find(
      (r) => r.fixtureId === 'r-7701',
    );
    expect(r7701).toMatchObject({ home: '첼시', away: '토트넘', homeScore: 3, awayScore: 1, outcome: 'home', line: null });
    const handy = okData(await s.call('sportResults', { kind: 'handy', sport: 'basketball' }, { token }));
    expect(handy.list.every((r) => r.sport === 'basketball' && typeof r.line === 'number')).toBe(true);
    const special = okData(await s.call('sportResults', { kind: 'special', league: 'EPL' }, { token }));
    const btts = special.list.find((r) => r.fixtureId === 'r-7700' && r.market === '양팀 모두 득점');
    expect(btts).toMatchObject({ outcome: 'yes', outcomeLabel: '예' });
    const page2 = okData(await s.call('sportResults', { kind: 'winloose', page: 2 }, { token }));
    expect(page2.pageInfo.page).toBe(2);
    expect(page2.list[0]?.fixtureId).not.toBe(wl.list[0]?.fixtureId);
  });
});

describe('a long-running sandbox', () => {
  it('keeps the board stocked: days later, a new round of the roster is on the combination and e-sports boards', async () => {
    const start = (await sandboxNow()).getTime();
    try {
      await clock({ advanceMs: 4 * 86_400_000 });
      await s.sandbox.tick();
      // days later: a member signs in to read the board (a session of before would have expired)
      const token = await s.login('tester01');
      const combination = okData(await s.call('sportFixtures', { menu: 'combination' }, { token }));
      expect(combination.list.length).toBeGreaterThanOrEqual(10);
      expect(combination.list.every((f) => /^f-\d+-\d+$/.test(f.fixtureId) && f.status === 'scheduled')).toBe(true);
      const esport = okData(await s.call('sportFixtures', { menu: 'esport' }, { token }));
      expect(esport.list.map((f) => f.fixtureId).every((id) => /^e-\d+-\d+$/.test(id))).toBe(true);
      const count = (await db().select().from(sportFixtures)).length;
      await s.sandbox.tick();
      expect((await db().select().from(sportFixtures)).length).toBe(count);
      // a new fixture takes bets like a seeded one
      const first = combination.list[0];
      const m = first?.markets[0];
      const o = m?.odds[0];
      if (!first || !m || !o) throw new Error('no price');
      const { token: t2 } = await bettor();
      expect(
        okData(
          await bet(t2, {
            betAmount: 10_000,
            oddsPolicy: 'any',
            selections: [{ fixtureId: first.fixtureId, marketId: m.marketId, key: o.key, odds: o.odds }],
          }),
        ).status,
      ).toBe('accepted');
    } finally {
      await clock({ advanceMs: start - (await sandboxNow()).getTime() });
    }
  });
});
