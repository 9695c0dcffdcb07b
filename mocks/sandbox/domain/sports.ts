// Sports and e-sports from state: the board of each menu at the sandbox's now (scheduled,
// live with its clock and score, prices walked on the clock), the `sport` and `esport` markets of
// betProc, and settlement: a fixture's result — set in the console, or at its scheduled end by the
// `sports` ticker — decides every open folder on it by its market's rule (the betting guide:
// win/draw/lose on the final score; a handicap or total tie on the line is void at 1.00; a cancelled
// fixture is void), and the betting core settles each bet by the combination rule.
//
// Which fixtures each menu shows:
//   live         open fixtures being played now (start ≤ now < scheduled end), sports but e-sports
//   combination  open fixtures not started yet, sports but e-sports, their win/lose, handicap, total
//   special      open fixtures not started yet that have special markets, those markets only
//   esport       open e-sports fixtures, scheduled or being played
// A fixture past its scheduled end waits for the ticker (its markets refuse with B9999 meanwhile).
import { and, asc, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import { SPORTS } from '../../../src/api/generated/enums';
import type { components } from '../../../src/api/generated/schema';
import { seoul, seoulDateTime } from '../clock';
import type { Db, Q, Tx } from '../db/open';
import { betFolders, bets, sportFixtures, sportMarkets, type BasePrice, type FixtureState } from '../db/schema';
import { noteMoved } from '../money-push';
import type { Push } from '../push';
import { getSetting } from '../settings';
import { registerBetMarkets, type BetMarket, type BetSlip } from './bet-markets';
import { settleMany, type BetFolderResult, type NewFolder } from './bets';
import { hash32, walkedOdds } from './sports-odds';

type S = components['schemas'];
export type FixtureRow = typeof sportFixtures.$inferSelect;
export type MarketRow = typeof sportMarkets.$inferSelect;
export type Sport = S['Sport'];
export type Menu = S['FixtureListRequest']['menu'];

export const isSport = (s: unknown): s is Sport => typeof s === 'string' && (SPORTS as readonly string[]).includes(s);

/** How long a fixture of each sport is played (its scheduled end = start + this), in minutes. */
export const DURATION_MIN: Record<Sport, number> = {
  soccer: 115,
  basketball: 150,
  baseball: 200,
  volleyball: 120,
  badminton: 60,
  hockey: 150,
  combat: 60,
  tennis: 150,
  handball: 90,
  football: 200,
  esport: 120,
};

// ── The score each fixture is played to ─────────────────────────────────────────────────────────

export interface FixtureResult {
  home: number;
  away: number;
  /** Half-time score; by default the score the live board showed at half-time. */
  htHome?: number | undefined;
  htAway?: number | undefined;
  /** Who scored first; by default the side whose first point came first on the live board. */
  first?: 'home' | 'away' | 'none' | undefined;
}

/** [low, high] of a side's final score, or a sets sport's sets to win. */
const SCORE_RANGE: Record<Sport, { kind: 'range'; lo: number; hi: number } | { kind: 'sets'; win: number }> = {
  soccer: { kind: 'range', lo: 0, hi: 4 },
  basketball: { kind: 'range', lo: 72, hi: 121 },
  baseball: { kind: 'range', lo: 0, hi: 9 },
  volleyball: { kind: 'sets', win: 3 },
  badminton: { kind: 'sets', win: 2 },
  hockey: { kind: 'range', lo: 0, hi: 5 },
  combat: { kind: 'sets', win: 1 },
  tennis: { kind: 'range', lo: 8, hi: 19 },
  handball: { kind: 'range', lo: 20, hi: 35 },
  football: { kind: 'range', lo: 3, hi: 38 },
  esport: { kind: 'sets', win: 2 },
};
/** Sports where a tie stands (win/lose has a draw). */
export const THREE_WAY: ReadonlySet<Sport> = new Set<Sport>(['soccer', 'hockey']);

/** The final score a fixture is played to when nobody sets one: the same for a fixture every time. */
export function plannedScore(f: Pick<FixtureRow, 'fixtureId' | 'sport'>): { home: number; away: number } {
  const sport = isSport(f.sport) ? f.sport : 'soccer';
  const h = hash32(`score:${f.fixtureId}`);
  const r = SCORE_RANGE[sport];
  if (r.kind === 'sets') {
    const loser = (h >>> 8) % r.win;
    return h % 2 ? { home: r.win, away: loser } : { home: loser, away: r.win };
  }
  const span = r.hi - r.lo + 1;
  const home = r.lo + (h % span);
  let away = r.lo + ((h >>> 12) % span);
  if (away === home && !THREE_WAY.has(sport)) away = home === r.lo ? home + 1 : home - 1;
  return { home, away };
}

/** The score after a share (0..1) of the playing time, towards a final score. */
const scoreAt = (final: { home: number; away: number }, share: number) => ({
  home: Math.floor(final.home * share),
  away: Math.floor(final.away * share),
});

/** A result with its half-time score and first scorer filled in from the final score. */
export function fullResult(r: FixtureResult): Required<FixtureResult> {
  const half = scoreAt(r, 0.5);
  // the side with more points reaches its first point sooner (scoreAt), home on a tie
  const first = r.home === 0 && r.away === 0 ? 'none' : r.away > r.home ? 'away' : 'home';
  return { home: r.home, away: r.away, htHome: r.htHome ?? half.home, htAway: r.htAway ?? half.away, first: r.first ?? first };
}

/** How the live clock is worded per sport, from the share of the playing time gone. */
function clockWords(sport: Sport, share: number): string {
  const part = (n: number) => Math.min(n, Math.floor(share * n) + 1);
  switch (sport) {
    case 'soccer': {
      const minute = Math.max(1, Math.min(90, Math.ceil(share * 90)));
      return `${minute <= 45 ? '전반' : '후반'} ${minute}'`;
    }
    case 'handball': {
      const minute = Math.max(1, Math.min(60, Math.ceil(share * 60)));
      return `${minute <= 30 ? '전반' : '후반'} ${minute}'`;
    }
    case 'basketball': {
      const q = part(4);
      const left = Math.max(0, Math.round((q / 4 - share) * 4 * 12 * 60));
      return `${q}쿼터 ${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
    }
    case 'football':
      return `${part(4)}쿼터`;
    case 'baseball': {
      const half = Math.min(17, Math.floor(share * 18));
      return `${Math.floor(half / 2) + 1}회${half % 2 ? '말' : '초'}`;
    }
    case 'hockey':
      return `${part(3)}피리어드`;
    case 'combat':
      return `${part(3)}라운드`;
    case 'volleyball':
      return `${part(5)}세트`;
    default:
      return `${part(3)}세트`;
  }
}

// ── The board ────────────────────────────────────────────────────────────────────────────────────

export type FixtureStatus = NonNullable<S['Fixture']['status']>;

/** What a fixture is at `now`: its status, and while played its clock and score. */
export function liveState(f: FixtureRow, now: Date): { status: FixtureStatus; clock: string | null; score: string | null } {
  if (f.state !== 'open')
    return { status: 'finished', clock: null, score: f.homeScore === null ? null : `${f.homeScore}:${f.awayScore ?? 0}` };
  const t = now.getTime();
  if (t < f.startAt.getTime()) return { status: 'scheduled', clock: null, score: null };
  const sport = isSport(f.sport) ? f.sport : 'soccer';
  const share = Math.min(1, (t - f.startAt.getTime()) / Math.max(1, f.endAt.getTime() - f.startAt.getTime()));
  const s = scoreAt(plannedScore(f), share);
  const over = t >= f.endAt.getTime();
  return { status: f.suspended || over ? 'suspended' : 'live', clock: clockWords(sport, share), score: `${s.home}:${s.away}` };
}

/** The sandbox's step of the price walk (the setting). */
export const oddsStepMs = (q: Q): Promise<number> => getSetting(q, 'sportOddsStepMs');

/** A market in the contract's shape, its prices walked to `now`. */
export function marketView(m: MarketRow, now: Date, stepMs: number, held: boolean): S['Market'] {
  return {
    marketId: m.marketId,
    kind: m.kind,
    line: m.line,
    ...(m.name ? { name: m.name } : {}),
    ...(m.suspended || held ? { suspended: true } : {}),
    odds: m.odds.map((p) => ({
      key: p.key,
      ...(p.label ? { label: p.label } : {}),
      odds: walkedOdds(p.odds, m.marketId, p.key, now, stepMs),
    })),
  };
}

export const PAGE_SIZE = 20;

export interface BoardQuery {
  menu: Menu;
  sport?: Sport | undefined;
  league?: string | undefined;
  date?: string | undefined;
  page?: number | undefined;
}

/** One page of a menu's fixtures at `now`, with the leagues of the menu and sport asked. */
export async function board(q: Q, query: BoardQuery, now: Date): Promise<S['FixtureListData']> {
  const open = await q
    .select()
    .from(sportFixtures)
    .where(and(eq(sportFixtures.state, 'open'), gt(sportFixtures.endAt, now)))
    .orderBy(asc(sportFixtures.startAt), asc(sportFixtures.fixtureId));
  const ids = open.map((f) => f.fixtureId);
  const markets = ids.length
    ? await q.select().from(sportMarkets).where(inArray(sportMarkets.fixtureId, ids)).orderBy(asc(sportMarkets.ord))
    : [];
  const byFixture = new Map<string, MarketRow[]>();
  for (const m of markets) byFixture.set(m.fixtureId, [...(byFixture.get(m.fixtureId) ?? []), m]);
  const t = now.getTime();
  const special = query.menu === 'special';
  const inMenu = open.filter((f) => {
    const started = f.startAt.getTime() <= t;
    const esport = f.sport === 'esport';
    const ms = byFixture.get(f.fixtureId) ?? [];
    switch (query.menu) {
      case 'live':
        return started && !esport;
      case 'combination':
        return !started && !esport && ms.some((m) => m.kind !== 'special');
      case 'special':
        return !started && ms.some((m) => m.kind === 'special');
      case 'esport':
        return esport;
    }
  });
  const ofSport = query.sport ? inMenu.filter((f) => f.sport === query.sport) : inMenu;
  const leagues = new Map<string, { league: string; sport: Sport; country?: string; count: number }>();
  for (const f of ofSport) {
    const entry = leagues.get(f.league) ?? {
      league: f.league,
      sport: f.sport as Sport,
      ...(f.country ? { country: f.country } : {}),
      count: 0,
    };
    entry.count++;
    leagues.set(f.league, entry);
  }
  const shown = ofSport.filter(
    (f) => (!query.league || f.league === query.league) && (!query.date || seoul(f.startAt).date === query.date),
  );
  const page = query.page ?? 1;
  const stepMs = await oddsStepMs(q);
  const list = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((f): S['Fixture'] => {
    const live = liveState(f, now);
    const held = live.status === 'suspended';
    return {
      fixtureId: f.fixtureId,
      sport: f.sport as Sport,
      league: f.league,
      ...(f.country ? { country: f.country } : {}),
      home: f.home,
      away: f.away,
      startTime: seoulDateTime(f.startAt),
      status: live.status,
      clock: live.clock,
      score: live.score,
      markets: (byFixture.get(f.fixtureId) ?? [])
        .filter((m) => (m.kind === 'special') === special)
        .map((m) => marketView(m, now, stepMs, held)),
    };
  });
  return { list, pageInfo: { page, count_per_list: PAGE_SIZE, tatal_list_count: shown.length }, leagues: [...leagues.values()] };
}

// ── Words of a market and a pick (how the bet's folders name them) ──────────────────────────────

const lineText = (kind: MarketRow['kind'], line: number | null): string =>
  line === null ? '' : kind === 'handy' && line > 0 ? `+${line}` : String(line);

export function marketWords(m: Pick<MarketRow, 'kind' | 'line' | 'name' | 'odds'>): string {
  switch (m.kind) {
    case 'winloose':
      return m.odds.some((o) => o.key === 'draw') ? '승무패' : '승패';
    case 'handy':
      return `핸디캡 ${lineText(m.kind, m.line)}`;
    case 'underover':
      return `언더/오버 ${lineText(m.kind, m.line)}`;
    case 'special':
      return m.name ?? '스페셜';
  }
}

export function pickWords(f: Pick<FixtureRow, 'home' | 'away'>, m: Pick<MarketRow, 'kind' | 'odds'>, key: string): string {
  if (m.kind === 'special') return m.odds.find((o) => o.key === key)?.label ?? key;
  const words: Record<string, string> = { home: f.home, away: f.away, draw: '무승부', under: '언더', over: '오버' };
  return words[key] ?? key;
}

// ── Settlement rules ─────────────────────────────────────────────────────────────────────────────

export type PickResult = 'win' | 'lose' | 'draw';

/** What won a market, by the betting guide; 'void' when the market settles at 1.00 (a tie on the line). */
export function winningKey(m: Pick<MarketRow, 'kind' | 'line' | 'code' | 'odds'>, r: Required<FixtureResult>): string | 'void' {
  const cmp = (a: number, b: number, up: string, down: string, tie: string) => (a > b ? up : a < b ? down : tie);
  switch (m.kind) {
    case 'winloose':
      return cmp(r.home, r.away, 'home', 'away', m.odds.some((o) => o.key === 'draw') ? 'draw' : 'void');
    case 'handy':
      return cmp(r.home + (m.line ?? 0), r.away, 'home', 'away', 'void');
    case 'underover':
      return cmp(r.home + r.away, m.line ?? 0, 'over', 'under', 'void');
    case 'special':
      if (m.code === 'first') return r.first;
      if (m.code === 'btts') return r.home > 0 && r.away > 0 ? 'yes' : 'no';
      if (m.code === 'half') return cmp(r.htHome, r.htAway, 'home', 'away', 'draw');
      return 'void';
  }
}

export function pickResult(m: Pick<MarketRow, 'kind' | 'line' | 'code' | 'odds'>, key: string, r: Required<FixtureResult>): PickResult {
  const won = winningKey(m, r);
  return won === 'void' ? 'draw' : won === key ? 'win' : 'lose';
}

export type SettleOutcome =
  | { done: true; fixture: FixtureRow; bets: number; members: string[] }
  | { done: false; reason: 'unknown' | 'closed'; state?: FixtureState };

/**
 * Sets a fixture's result (or cancels it) and settles every open folder on it; each bet settles by
 * the core's rule once all its folders are known. Nothing happens to a fixture already settled.
 */
export async function settleFixture(
  tx: Tx,
  fixtureId: string,
  result: FixtureResult | 'cancel',
  now: Date,
  by: 'console' | 'schedule',
): Promise<SettleOutcome> {
  const found = await tx.select().from(sportFixtures).where(eq(sportFixtures.fixtureId, fixtureId)).for('update');
  const fixture = found[0];
  if (!fixture) return { done: false, reason: 'unknown' };
  if (fixture.state !== 'open') return { done: false, reason: 'closed', state: fixture.state };
  const full = result === 'cancel' ? null : fullResult(result);
  const [row] = await tx
    .update(sportFixtures)
    .set(
      full
        ? {
            state: 'finished',
            homeScore: full.home,
            awayScore: full.away,
            htHome: full.htHome,
            htAway: full.htAway,
            firstScorer: full.first,
            resultBy: by,
            settledAt: now,
          }
        : { state: 'cancelled', resultBy: by, settledAt: now },
    )
    .where(eq(sportFixtures.fixtureId, fixtureId))
    .returning();
  const markets = new Map((await tx.select().from(sportMarkets).where(eq(sportMarkets.fixtureId, fixtureId))).map((m) => [m.marketId, m]));
  const waiting = await tx
    .select({
      betIdx: betFolders.betIdx,
      folderIdx: betFolders.folderIdx,
      marketId: betFolders.marketId,
      key: betFolders.key,
      memId: bets.memId,
      state: bets.state,
    })
    .from(betFolders)
    .innerJoin(bets, eq(bets.betIdx, betFolders.betIdx))
    // every waiting folder on the fixture, also of a combination another folder lost already: each
    // leg shows its own result and score (the bet's state and payout stay as they are)
    .where(and(eq(betFolders.fixtureId, fixtureId), eq(betFolders.result, 'bet')))
    .orderBy(asc(betFolders.betIdx), asc(betFolders.folderIdx));
  const open = waiting.filter((f) => f.state === 'bet');
  const touched = new Set(open.map((f) => f.memId));
  const score = full ? `${full.home}:${full.away}` : undefined;
  const results: BetFolderResult[] = waiting.map((f) => {
    const market = f.marketId ? markets.get(f.marketId) : undefined;
    return { betIdx: f.betIdx, folderIdx: f.folderIdx, result: !full || !market ? 'cancel' : pickResult(market, f.key, full), score };
  });
  // one result settles every bet on the fixture in bulk (10,000 in ~2 s on PGlite: npm run bench)
  await settleMany(tx, results, now);
  if (!row) throw new Error(`sandbox: fixture ${fixtureId} was not updated`);
  return { done: true, fixture: row, bets: new Set(open.map((f) => f.betIdx)).size, members: [...touched] };
}

/**
 * The members whose bets a settlement touched (a loss too) join the CASH pushes of the unit of work it
 * runs in (money-push.ts: the console's result and cancel routes); the members it paid are in them already.
 */
export function pushBalances(_q: Q, _push: Push, memIds: readonly string[]): Promise<void> {
  noteMoved(memIds);
  return Promise.resolve();
}

// ── The markets of betProc ───────────────────────────────────────────────────────────────────────

/**
 * Prices a sports or e-sports slip at `now`, or refuses it with one of betPlace's own codes: E001 for
 * a pick the board does not have (unknown, or an e-sports fixture on a sports slip and the other way
 * round: the member reloads the board and tries again), B9999 for a market that takes no bet now —
 * held, past its fixture's scheduled end (being settled) or settled.
 */
async function priceSlip(tx: Tx, slip: BetSlip, now: Date, esport: boolean) {
  const fixtureIds = [...new Set(slip.selections.map((s) => s.fixtureId ?? ''))];
  const marketIds = [...new Set(slip.selections.map((s) => s.marketId ?? ''))];
  const [fixtures, markets, stepMs] = await Promise.all([
    // shared locks: a settlement (FOR UPDATE) waits for this bet, or this bet for it (then refused)
    tx.select().from(sportFixtures).where(inArray(sportFixtures.fixtureId, fixtureIds)).for('share'),
    tx.select().from(sportMarkets).where(inArray(sportMarkets.marketId, marketIds)),
    oddsStepMs(tx),
  ]);
  const folders: NewFolder[] = [];
  for (const sel of slip.selections) {
    const f = fixtures.find((x) => x.fixtureId === sel.fixtureId);
    const m = markets.find((x) => x.marketId === sel.marketId && x.fixtureId === sel.fixtureId);
    const base = m?.odds.find((o: BasePrice) => o.key === sel.key);
    if (!f || !m || !base) return { refuse: 'E001' as const, msg: `no pick ${sel.fixtureId ?? '?'} / ${sel.marketId ?? '?'} / ${sel.key}` };
    if ((f.sport === 'esport') !== esport)
      return {
        refuse: 'E001' as const,
        msg: `${f.fixtureId} is ${esport ? 'not ' : ''}an e-sports fixture: bet it as ${esport ? 'sport' : 'esport'}`,
      };
    if (f.state !== 'open') return { refuse: 'B9999' as const, msg: `${f.fixtureId} is ${f.state}: its markets are closed` };
    if (now.getTime() >= f.endAt.getTime())
      return { refuse: 'B9999' as const, msg: `${f.fixtureId} has ended: its bets are being settled` };
    if (f.suspended || m.suspended) return { refuse: 'B9999' as const, msg: `${m.marketId} is held by the bookmaker for a moment` };
    folders.push({
      fixtureId: f.fixtureId,
      marketId: m.marketId,
      key: sel.key,
      odds: walkedOdds(base.odds, m.marketId, sel.key, now, stepMs),
      game: `${f.home} vs ${f.away}`,
      league: f.league,
      startAt: f.startAt,
      market: marketWords(m),
      pick: pickWords(f, m, sel.key),
    });
  }
  return { groupKey: esport ? 'esport' : 'sport', form: folders.length > 1 ? '다폴더' : '단폴더', folders };
}

const sportMarket = (esport: boolean): BetMarket => ({
  limits: 'sport',
  price: (tx, slip, _member, now) => priceSlip(tx, slip, now, esport),
});

registerBetMarkets({ sport: sportMarket(false), esport: sportMarket(true) });

// ── The clock: fixtures settle at their scheduled end ────────────────────────────────────────────

/** Settles every open fixture whose scheduled end has passed, at the score it was played to. */
export async function settleDue(q: Db, now: Date): Promise<number> {
  const due = await q
    .select({ fixtureId: sportFixtures.fixtureId, sport: sportFixtures.sport })
    .from(sportFixtures)
    .where(and(eq(sportFixtures.state, 'open'), lte(sportFixtures.endAt, now)))
    .orderBy(asc(sportFixtures.endAt));
  let n = 0;
  for (const f of due) {
    const out = await q.transaction((tx) => settleFixture(tx, f.fixtureId, plannedScore(f), now, 'schedule'));
    if (out.done) n++;
  }
  return n;
}

/** Open bets per fixture (the console's list). */
export async function openBetsByFixture(q: Q): Promise<Map<string, number>> {
  const rows = await q
    .selectDistinct({ fixtureId: betFolders.fixtureId, betIdx: betFolders.betIdx })
    .from(betFolders)
    .innerJoin(bets, eq(bets.betIdx, betFolders.betIdx))
    .where(and(eq(bets.state, 'bet'), ne(betFolders.fixtureId, '')));
  const out = new Map<string, number>();
  for (const r of rows) if (r.fixtureId) out.set(r.fixtureId, (out.get(r.fixtureId) ?? 0) + 1);
  return out;
}

// ── Results ──────────────────────────────────────────────────────────────────────────────────────

export const RESULTS_PAGE_SIZE = 10;

export interface ResultsQuery {
  kind: S['SportResultRequest']['kind'];
  sport?: Sport | undefined;
  league?: string | undefined;
  date?: string | undefined;
  page?: number | undefined;
}

/** Settled fixtures, newest first: one row per fixture and market of the kind asked (a special: per special market). */
export async function results(q: Q, query: ResultsQuery): Promise<S['SportResultData']> {
  const settled = await q
    .select()
    .from(sportFixtures)
    .where(ne(sportFixtures.state, 'open'))
    .orderBy(desc(sportFixtures.startAt), asc(sportFixtures.fixtureId));
  const fixtures = settled.filter(
    (f) =>
      (!query.sport || f.sport === query.sport) &&
      (!query.league || f.league === query.league) &&
      (!query.date || seoul(f.startAt).date === query.date),
  );
  const ids = fixtures.map((f) => f.fixtureId);
  const markets = ids.length
    ? await q
        .select()
        .from(sportMarkets)
        .where(and(inArray(sportMarkets.fixtureId, ids), eq(sportMarkets.kind, query.kind)))
        .orderBy(asc(sportMarkets.ord))
    : [];
  const rows: S['SportResult'][] = [];
  for (const f of fixtures) {
    const base = {
      fixtureId: f.fixtureId,
      sport: f.sport as Sport,
      league: f.league,
      ...(f.country ? { country: f.country } : {}),
      home: f.home,
      away: f.away,
      startTime: seoulDateTime(f.startAt),
      homeScore: f.homeScore ?? 0,
      awayScore: f.awayScore ?? 0,
    };
    const full =
      f.state === 'finished'
        ? fullResult({
            home: f.homeScore ?? 0,
            away: f.awayScore ?? 0,
            htHome: f.htHome ?? undefined,
            htAway: f.htAway ?? undefined,
            first: f.firstScorer === 'home' || f.firstScorer === 'away' || f.firstScorer === 'none' ? f.firstScorer : undefined,
          })
        : null;
    for (const m of markets.filter((x) => x.fixtureId === f.fixtureId)) {
      const won = full ? winningKey(m, full) : 'cancel';
      const outcome = won === 'void' ? 'draw' : won;
      rows.push({
        ...base,
        line: m.line,
        outcome,
        ...(m.kind === 'special'
          ? {
              market: m.name ?? '',
              outcomeLabel: m.odds.find((o) => o.key === outcome)?.label ?? (outcome === 'cancel' ? '취소' : outcome),
            }
          : {}),
      });
    }
  }
  const page = query.page ?? 1;
  return {
    list: rows.slice((page - 1) * RESULTS_PAGE_SIZE, page * RESULTS_PAGE_SIZE),
    pageInfo: { page, count_per_list: RESULTS_PAGE_SIZE, tatal_list_count: rows.length },
  };
}
