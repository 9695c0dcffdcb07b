// The fixtures the sandbox plays: the contract's fixtures as a roster, their markets
// at fair prices with a 6 % margin (codegen/betting-examples.mjs prices the contract's examples the
// same way), used by the seed (seed/sports.ts) and by the `sports-schedule` ticker that keeps a
// long-running sandbox's board stocked: whenever fewer than SCHEDULE_MIN fixtures are still to come,
// it adds a round of the roster starting over the next hours (ids `f-<round>-<n>`, `e-<round>-<n>`,
// once per round of ROUND_HOURS).
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/open';
import { sportFixtures, sportMarkets, type BasePrice } from '../db/schema';
import { roundOdds } from './bets';
import { DURATION_MIN, THREE_WAY, type Sport } from './sports';

type FixtureInsert = typeof sportFixtures.$inferInsert;
type MarketInsert = typeof sportMarkets.$inferInsert;

/** [id, sport, league, country, home, away, minutes from now to the start, total line, home strength] */
export type Row = [string, Sport, string, string, string, string, number, number, number];

export const FIXTURES: Row[] = [
  ['f-8100', 'soccer', 'EPL', '잉글랜드', '맨체스터 시티', '리버풀', -100, 2.5, 0.55],
  ['f-8101', 'soccer', 'EPL', '잉글랜드', '아스날', '첼시', 60, 2.5, 0.6],
  ['f-8102', 'soccer', 'EPL', '잉글랜드', '토트넘', '뉴캐슬', 180, 3.5, 0.5],
  ['f-8103', 'soccer', 'K리그1', '대한민국', '울산 HD', '전북 현대', -80, 2.5, 0.52],
  ['f-8104', 'soccer', 'K리그1', '대한민국', 'FC 서울', '포항 스틸러스', -25, 2.5, 0.58],
  ['f-8105', 'soccer', '라리가', '스페인', '레알 마드리드', '바르셀로나', 600, 3.5, 0.5],
  ['f-8106', 'basketball', 'NBA', '미국', 'LA 레이커스', '보스턴 셀틱스', 300, 224.5, 0.42],
  ['f-8107', 'basketball', 'NBA', '미국', '골든스테이트', '덴버 너기츠', 420, 229.5, 0.48],
  ['f-8108', 'basketball', 'KBL', '대한민국', '서울 SK', '울산 현대모비스', -70, 158.5, 0.6],
  ['f-8109', 'baseball', 'ABL', '호주', '멜버른 에이시스', '브리즈번 밴디츠', -120, 8.5, 0.53],
  ['f-8110', 'volleyball', 'V리그', '대한민국', '대한항공', '현대캐피탈', -60, 3.5, 0.57],
  ['f-8111', 'volleyball', 'V리그', '대한민국', '흥국생명', 'GS칼텍스', 1440, 3.5, 0.66],
  ['f-8112', 'hockey', 'NHL', '미국', '토론토 메이플리프스', '몬트리올 캐나디언스', 360, 6.5, 0.6],
  ['f-8113', 'combat', 'UFC', '미국', '정찬성', '브라이언 오르테가', 3 * 1440, 2.5, 0.45],
  ['f-8114', 'tennis', 'ATP 파이널스', '이탈리아', '얀니크 시너', '카를로스 알카라스', 240, 22.5, 0.52],
  ['f-8115', 'badminton', 'BWF 월드투어', '중국', '안세영', '천위페이', 120, 2.5, 0.62],
  ['f-8116', 'handball', 'H리그', '대한민국', 'SK 호크스', '두산', 150, 55.5, 0.55],
  ['f-8117', 'football', 'NFL', '미국', '캔자스시티 치프스', '버펄로 빌스', 720, 47.5, 0.53],
  ['f-8118', 'hockey', 'NHL', '미국', '보스턴 브루인스', '뉴욕 레인저스', -40, 5.5, 0.5],
  ['e-8100', 'esport', 'LoL 케스파컵', '대한민국', 'T1', 'Gen.G', -30, 2.5, 0.5],
  ['e-8101', 'esport', 'LoL 케스파컵', '대한민국', 'DRX', 'KT 롤스터', 90, 2.5, 0.45],
  ['e-8102', 'esport', 'CS2 BLAST', '덴마크', 'NAVI', 'FaZe', 300, 2.5, 0.55],
  ['e-8103', 'esport', '발로란트 챌린저스', '대한민국', 'DRX', 'Gen.G', 1440, 2.5, 0.5],
];
const HANDY_LINE: Record<Sport, number> = {
  soccer: 1.5,
  basketball: 6.5,
  baseball: 1.5,
  volleyball: 1.5,
  badminton: 1.5,
  hockey: 1.5,
  combat: 1.5,
  tennis: 3.5,
  handball: 3.5,
  football: 6.5,
  esport: 1.5,
};

/** Fair odds of a probability with a 6 % margin, two decimals, at least 1.01 (codegen/betting-examples.mjs). */
const price = (p: number): number => Math.max(1.01, roundOdds(1 / (p * 1.06)));

const SPECIALS: { code: string; name: string; picks: [string, string][]; odds: number[] }[] = [
  {
    code: 'first',
    name: '첫 득점 팀',
    picks: [
      ['home', '홈팀'],
      ['none', '무득점'],
      ['away', '원정팀'],
    ],
    odds: [2.05, 9.5, 2.45],
  },
  {
    code: 'btts',
    name: '양팀 모두 득점',
    picks: [
      ['yes', '예'],
      ['no', '아니오'],
    ],
    odds: [1.72, 2.02],
  },
  {
    code: 'half',
    name: '전반전 승무패',
    picks: [
      ['home', '홈 승'],
      ['draw', '무'],
      ['away', '원정 승'],
    ],
    odds: [2.9, 2.1, 3.6],
  },
];

/** The markets of a fixture: win/lose, handicap, total (and specials for a soccer fixture still to come). */
export function marketsOf(id: string, sport: Sport, total: number, s: number, i: number, specials: number | null): MarketInsert[] {
  const out: MarketInsert[] = [];
  const wl: BasePrice[] = THREE_WAY.has(sport)
    ? [
        { key: 'home', odds: price(s * 0.74) },
        { key: 'draw', odds: price(0.26) },
        { key: 'away', odds: price((1 - s) * 0.74) },
      ]
    : [
        { key: 'home', odds: price(s) },
        { key: 'away', odds: price(1 - s) },
      ];
  out.push({ marketId: `${id}-wl`, fixtureId: id, ord: 1, kind: 'winloose', line: null, odds: wl });
  out.push({
    marketId: `${id}-hd`,
    fixtureId: id,
    ord: 2,
    kind: 'handy',
    line: s >= 0.5 ? -HANDY_LINE[sport] : HANDY_LINE[sport],
    odds: [
      { key: 'home', odds: price(0.5 + (i % 3) * 0.01) },
      { key: 'away', odds: price(0.5 - (i % 3) * 0.01) },
    ],
  });
  out.push({
    marketId: `${id}-uo`,
    fixtureId: id,
    ord: 3,
    kind: 'underover',
    line: total,
    odds: [
      { key: 'under', odds: price(0.49) },
      { key: 'over', odds: price(0.51) },
    ],
  });
  if (specials !== null) {
    SPECIALS.forEach((sp, j) =>
      out.push({
        marketId: `${id}-sp${j + 1}`,
        fixtureId: id,
        ord: 4 + j,
        kind: 'special',
        line: null,
        code: sp.code,
        name: sp.name,
        odds: sp.picks.map(([key, label], k) => ({ key, label, odds: roundOdds((sp.odds[k] ?? 2) + specials * 0.05) })),
      }),
    );
  }
  return out;
}

export const SCHEDULE_MIN = 6;
export const ROUND_HOURS = 6;
const MINUTE = 60_000;

/** Adds a round of the roster when fewer than SCHEDULE_MIN fixtures are still to come; at most once per round. */
export async function restock(db: Db, now: Date): Promise<number> {
  const [upcoming] = await db
    .select({ n: count() })
    .from(sportFixtures)
    .where(and(eq(sportFixtures.state, 'open'), gt(sportFixtures.startAt, now), ne(sportFixtures.sport, 'esport')));
  if ((upcoming?.n ?? 0) >= SCHEDULE_MIN) return 0;
  const round = Math.floor(now.getTime() / (ROUND_HOURS * 3_600_000));
  const fixtures: FixtureInsert[] = [];
  const markets: MarketInsert[] = [];
  let soccer = 0;
  FIXTURES.forEach(([seededId, sport, league, country, home, away, , total, s], i) => {
    const id = `${seededId.startsWith('e-') ? 'e' : 'f'}-${round}-${i + 1}`;
    const swap = round % 2 === 1;
    const startAt = new Date(now.getTime() + (15 + i * 20) * MINUTE);
    fixtures.push({
      fixtureId: id,
      sport,
      league,
      country,
      home: swap ? away : home,
      away: swap ? home : away,
      startAt,
      endAt: new Date(startAt.getTime() + DURATION_MIN[sport] * MINUTE),
    });
    markets.push(...marketsOf(id, sport, total, swap ? 1 - s : s, i, sport === 'soccer' ? soccer++ : null));
  });
  const added = await db.transaction(async (tx) => {
    const rows = await tx.insert(sportFixtures).values(fixtures).onConflictDoNothing().returning({ id: sportFixtures.fixtureId });
    if (rows.length) await tx.insert(sportMarkets).values(markets).onConflictDoNothing();
    return rows.length;
  });
  return added;
}
