// The seeded sports board, dated around the seed's now: the contract's fixtures
// (f-8100 … f-8114, e-8100 … e-8103, with their market ids) and one of each sport the contract's
// examples lack (badminton, handball, football) — some being played now (live), the rest later —
// and the contract's results (r-7700 …) as fixtures finished in the days before. Prices are the
// contract's (fair odds with a 6 % margin) as the walk's base.
//
// Bets: tester01 and jihoon77 have a sports history placed and settled through the betting core by
// the market rules of domain/sports (every stake and win a ledger row), and one open bet each; each member's bets
// come to nothing in all, so their seeded balances stay the figures seed/members.ts says.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { members, sportFixtures, sportMarkets } from '../db/schema';
import { placeBet, settleFolders, type FolderResult, type NewFolder } from '../domain/bets';
import { DURATION_MIN, fullResult, type Sport } from '../domain/sports';
import { marketWords, pickResult, pickWords } from '../domain/sports-markets';
import { FIXTURES, marketsOf } from '../domain/sports-roster';
import { MINUTE, seoulAt } from './time';

type FixtureInsert = typeof sportFixtures.$inferInsert;
type MarketInsert = typeof sportMarkets.$inferInsert;

/** Held by the bookmaker: the whole fixture (late in the match), or one market. */
const HELD_FIXTURES = new Set(['f-8100']);
const HELD_MARKETS = new Set(['f-8102-hd', 'f-8101-sp3']);

/** [id, sport, league, country, home, away, days ago, hh:mm, home score, away score] — null scores: cancelled. */
type Done = [string, Sport, string, string, string, string, number, string, number | null, number | null];
const RESULTS: Done[] = [
  ['r-7700', 'soccer', 'EPL', '잉글랜드', '리버풀', '아스날', 2, '21:30', 2, 2],
  ['r-7701', 'soccer', 'EPL', '잉글랜드', '첼시', '토트넘', 2, '23:00', 3, 1],
  ['r-7702', 'soccer', 'K리그1', '대한민국', '전북 현대', 'FC 서울', 2, '19:00', 0, 1],
  ['r-7703', 'soccer', '라리가', '스페인', '바르셀로나', '세비야', 1, '05:00', 4, 0],
  ['r-7704', 'basketball', 'NBA', '미국', '보스턴 셀틱스', '마이애미 히트', 1, '09:30', 118, 104],
  ['r-7705', 'basketball', 'KBL', '대한민국', '울산 현대모비스', '원주 DB', 2, '19:00', 81, 86],
  ['r-7706', 'volleyball', 'V리그', '대한민국', '현대캐피탈', 'OK저축은행', 2, '19:00', 3, 1],
  ['r-7707', 'hockey', 'NHL', '미국', '보스턴 브루인스', '뉴욕 레인저스', 1, '09:00', 2, 3],
  ['r-7708', 'baseball', 'ABL', '호주', '시드니 블루삭스', '퍼스 히트', 2, '17:30', 5, 2],
  ['r-7709', 'soccer', 'EPL', '잉글랜드', '뉴캐슬', '맨체스터 유나이티드', 3, '21:30', 1, 1],
  ['r-7710', 'soccer', 'K리그1', '대한민국', '포항 스틸러스', '울산 HD', 3, '19:00', 2, 0],
  ['r-7711', 'basketball', 'NBA', '미국', '덴버 너기츠', 'LA 클리퍼스', 2, '11:00', 121, 119],
  ['r-7712', 'volleyball', 'V리그', '대한민국', 'GS칼텍스', '한국도로공사', 3, '19:00', 2, 3],
  ['r-7713', 'combat', 'UFC', '미국', '김동현', '데미안 마이아', 8, '12:00', 1, 0],
  ['r-7714', 'soccer', '라리가', '스페인', '아틀레티코 마드리드', '발렌시아', 3, '05:00', 2, 1],
  ['r-7715', 'soccer', 'K리그1', '대한민국', '대구 FC', '광주 FC', 1, '14:00', null, null],
];

const TOTALS: Partial<Record<Sport, number>> = { soccer: 2.5, basketball: 220.5, volleyball: 3.5, hockey: 5.5, baseball: 8.5, combat: 1.5 };

/** A bet of the seed: [fixture, market suffix, key, odds] picks, stake, minutes before the first start it was placed. */
interface SeedBet {
  memId: string;
  stake: number;
  picks: [string, string, string, number][];
}

// Each member's bets net to nothing: tester01 +20,000 −10,000, a cancelled one and 10,000 open;
// jihoon77 +10,000 and 10,000 open.
const BETS: SeedBet[] = [
  { memId: 'tester01', stake: 20_000, picks: [['r-7701', 'wl', 'home', 2]] },
  {
    memId: 'tester01',
    stake: 10_000,
    picks: [
      ['r-7700', 'uo', 'over', 1.85],
      ['r-7705', 'wl', 'home', 1.9],
    ],
  },
  { memId: 'tester01', stake: 5_000, picks: [['r-7715', 'wl', 'home', 2.1]] },
  {
    memId: 'tester01',
    stake: 10_000,
    picks: [
      ['f-8101', 'wl', 'home', 0],
      ['f-8106', 'uo', 'over', 0],
    ],
  },
  { memId: 'jihoon77', stake: 10_000, picks: [['r-7704', 'wl', 'home', 2]] },
  { memId: 'jihoon77', stake: 10_000, picks: [['f-8105', 'wl', 'draw', 0]] },
];

export async function seedSports(tx: Tx, now: Date): Promise<void> {
  const t = now.getTime();
  const fixtures: FixtureInsert[] = [];
  const markets: MarketInsert[] = [];
  let soccerLater = 0;
  FIXTURES.forEach(([id, sport, league, country, home, away, inMin, total, s], i) => {
    const startAt = new Date(t + inMin * MINUTE);
    fixtures.push({
      fixtureId: id,
      sport,
      league,
      country,
      home,
      away,
      startAt,
      endAt: new Date(startAt.getTime() + DURATION_MIN[sport] * MINUTE),
      suspended: HELD_FIXTURES.has(id),
    });
    const specials = sport === 'soccer' && inMin > 0 ? soccerLater++ : null;
    markets.push(...marketsOf(id, sport, total, s, i, specials).map((m) => ({ ...m, suspended: HELD_MARKETS.has(m.marketId) })));
  });
  RESULTS.forEach(([id, sport, league, country, home, away, daysAgo, hhmm, homeScore, awayScore], i) => {
    const [hh = 0, mm = 0] = hhmm.split(':').map(Number);
    const startAt = seoulAt(now, daysAgo, hh, mm);
    const endAt = new Date(startAt.getTime() + DURATION_MIN[sport] * MINUTE);
    const full = homeScore === null || awayScore === null ? null : fullResult({ home: homeScore, away: awayScore });
    fixtures.push({
      fixtureId: id,
      sport,
      league,
      country,
      home,
      away,
      startAt,
      endAt,
      state: full ? 'finished' : 'cancelled',
      ...(full ? { homeScore: full.home, awayScore: full.away, htHome: full.htHome, htAway: full.htAway, firstScorer: full.first } : {}),
      resultBy: 'schedule',
      settledAt: endAt,
    });
    const m = marketsOf(id, sport, TOTALS[sport] ?? 2.5, 0.5, i, sport === 'soccer' ? 0 : null);
    const hd = m.find((x) => x.kind === 'handy');
    if (hd) hd.line = i % 2 ? 1.5 : -1.5;
    markets.push(...m);
  });
  await tx.insert(sportFixtures).values(fixtures);
  await tx.insert(sportMarkets).values(markets);

  // the bets, placed before their fixtures started, then the finished fixtures settled at their end
  const memIds = [...new Set(BETS.map((b) => b.memId))];
  const rows = await tx.select().from(members).where(inArray(members.memId, memIds));
  const byId = new Map(fixtures.map((f) => [f.fixtureId, f]));
  const marketById = new Map(markets.map((m) => [m.marketId, m]));
  for (const b of BETS) {
    const member = rows.find((r) => r.memId === b.memId);
    if (!member) continue;
    const folders: NewFolder[] = b.picks.map(([fixtureId, suffix, key, odds]) => {
      const f = byId.get(fixtureId);
      const m = marketById.get(`${fixtureId}-${suffix}`);
      if (!f || !m) throw new Error(`seed: no market ${fixtureId}-${suffix}`);
      const market = { kind: m.kind, line: m.line ?? null, name: m.name ?? null, odds: m.odds };
      return {
        fixtureId,
        marketId: m.marketId,
        key,
        odds: odds || (m.odds.find((o) => o.key === key)?.odds ?? 2),
        game: `${f.home} vs ${f.away}`,
        league: f.league,
        startAt: f.startAt,
        market: marketWords(market),
        pick: pickWords(f, market, key),
      };
    });
    const first = Math.min(...folders.map((f) => f.startAt?.getTime() ?? t));
    const placedAt = new Date(Math.min(t, first) - 3 * 60 * MINUTE);
    const { bet, balance } = await placeBet(tx, {
      member,
      groupKey: 'sport',
      gameType: 'sport',
      form: folders.length > 1 ? '다폴더' : '단폴더',
      stake: b.stake,
      folders,
      now: placedAt,
    });
    member.cash = balance;
    // a bet on fixtures finished already: settled at the last one's end, by the real rules
    const done = folders.map((f) => (f.fixtureId ? byId.get(f.fixtureId) : undefined));
    if (done.every((f) => f?.state === 'finished' || f?.state === 'cancelled')) {
      const results: FolderResult[] = folders.map((f, i) => {
        const fx = done[i];
        const m = marketById.get(f.marketId ?? '');
        if (!fx || !m || fx.state === 'cancelled' || fx.homeScore == null || fx.awayScore == null)
          return { folderIdx: i + 1, result: 'cancel' };
        const market = { kind: m.kind, line: m.line ?? null, code: m.code ?? null, odds: m.odds };
        const r = fullResult({ home: fx.homeScore, away: fx.awayScore });
        return { folderIdx: i + 1, result: pickResult(market, f.key, r), score: `${r.home}:${r.away}` };
      });
      const end = Math.max(...done.map((f) => f?.endAt?.getTime() ?? t));
      await settleFolders(tx, bet.betIdx, results, new Date(end));
    }
  }
}
