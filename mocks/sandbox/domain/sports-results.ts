// The results of settled fixtures (/api/sport/results): newest first, one row per fixture and market
// of the kind asked, its outcome by the market's rule (domain/sports-markets.ts).
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoul } from '../clock';
import type { Q } from '../db/open';
import { sportFixtures, sportMarkets } from '../db/schema';
import { fixtureHead, fullResult, type Sport } from './sports';
import { winningKey } from './sports-markets';

type S = components['schemas'];

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
      ...fixtureHead(f),
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
