// The sports board from state: one page of a menu's fixtures at the sandbox's now — scheduled, or
// live with its clock and score (towards the score it is played to: domain/sports.ts), prices walked on
// the clock (domain/sports-odds.ts).
//
// Which fixtures each menu shows:
//   live         open fixtures being played now (start ≤ now < scheduled end), sports but e-sports
//   combination  open fixtures not started yet, sports but e-sports, their win/lose, handicap, total
//   special      open fixtures not started yet that have special markets, those markets only
//   esport       open e-sports fixtures, scheduled or being played
// A fixture past its scheduled end waits for the ticker (its markets refuse with B9999 meanwhile:
// domain/sports-bets.ts).
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoul } from '../clock';
import type { Q } from '../db/open';
import { sportFixtures, sportMarkets } from '../db/schema';
import { fixtureHead, isSport, plannedScore, scoreAt, type FixtureRow, type MarketRow, type Menu, type Sport } from './sports';
import { oddsStepMs, walkedOdds } from './sports-odds';

type S = components['schemas'];

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
      ...fixtureHead(f),
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
