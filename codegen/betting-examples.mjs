#!/usr/bin/env node
// Writes the betting examples of the contract (openapi/components/examples/Sport*.yaml, Mini*.yaml):
// fixtures for every menu, sport and league of /api/sport/fixtures, results of /api/sport/results,
// the open round and the drawn results of every mini game. Each operation's x-mock-pick (in its path
// file) chooses among them by the request; this script prints the rules it expects.
// Run it after editing the data below: node codegen/betting-examples.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { bundleContract } from './bundle.mjs';

const OUT = new URL('../openapi/components/examples/', import.meta.url);
const round2 = (n) => Math.round(n * 100) / 100;

// ── Fixtures ──────────────────────────────────────────────────────────────────────────────────────
// One list for the contract's examples and the sandbox's roster (codegen/data/sports-fixtures.json):
// the examples are those with an exampleStart, as rows
// [sport, league, country, home, away, start, total line, home strength 0..1], in id order.
const DATA = JSON.parse(readFileSync(new URL('./data/sports-fixtures.json', import.meta.url), 'utf8'));
const exampleRows = (prefix) =>
  DATA.fixtures
    .filter((f) => f.exampleStart && f.id.startsWith(`${prefix}-`))
    .map((f) => [f.sport, f.league, f.country, f.home, f.away, f.exampleStart, f.totalLine, f.homeStrength]);
const FIXTURES = exampleRows('f');
const ESPORTS = exampleRows('e');
// Live: [index in FIXTURES, clock, score]; the last one is held (every market suspended).
const LIVE = [
  [3, "후반 67'", '1:0'],
  [4, "전반 21'", '0:0'],
  [8, '3쿼터 08:12', '78:71'],
  [10, '3세트', '2:1'],
  [9, '7회말', '3:4'],
  [0, "후반 88'", '2:2', 'suspended'],
];
const THREE_WAY = new Set(['soccer', 'hockey']);
const HANDY_LINE = DATA.handicapLines;

/** Prices from the home side's strength: fair odds with a 6 % margin, two decimals, at least 1.01. */
const price = (p) => Math.max(1.01, round2(1 / (p * 1.06)));

function markets(id, [sport, , , , , , total, s], i) {
  const out = [];
  if (THREE_WAY.has(sport)) {
    const draw = 0.26;
    out.push({
      marketId: `${id}-wl`,
      kind: 'winloose',
      line: null,
      odds: [
        { key: 'home', odds: price(s * (1 - draw)) },
        { key: 'draw', odds: price(draw) },
        { key: 'away', odds: price((1 - s) * (1 - draw)) },
      ],
    });
  } else {
    out.push({
      marketId: `${id}-wl`,
      kind: 'winloose',
      line: null,
      odds: [
        { key: 'home', odds: price(s) },
        { key: 'away', odds: price(1 - s) },
      ],
    });
  }
  const line = s >= 0.5 ? -HANDY_LINE[sport] : HANDY_LINE[sport];
  out.push({
    marketId: `${id}-hd`,
    kind: 'handy',
    line,
    odds: [
      { key: 'home', odds: price(0.5 + (i % 3) * 0.01) },
      { key: 'away', odds: price(0.5 - (i % 3) * 0.01) },
    ],
    ...(i === 2 && { suspended: true }),
  });
  out.push({
    marketId: `${id}-uo`,
    kind: 'underover',
    line: total,
    odds: [
      { key: 'under', odds: price(0.49) },
      { key: 'over', odds: price(0.51) },
    ],
  });
  return out;
}

const fixture = (row, i, prefix = 'f') => {
  const [sport, league, country, home, away, startTime] = row;
  const id = `${prefix}-${8100 + i}`;
  return {
    fixtureId: id,
    sport,
    league,
    country,
    home,
    away,
    startTime,
    status: 'scheduled',
    clock: null,
    score: null,
    markets: markets(id, row, i),
  };
};

const combination = FIXTURES.map((row, i) => fixture(row, i));
const esport = ESPORTS.map((row, i) => fixture(row, i, 'e'));
const live = LIVE.map(([index, clock, score, held]) => {
  const f = structuredClone(combination[index]);
  f.status = held ?? 'live';
  f.clock = clock;
  f.score = score;
  if (held) f.markets.forEach((m) => (m.suspended = true));
  return f;
});
// The same live fixtures a moment later: prices moved both ways, a market held.
const moved = structuredClone(live);
moved[0].markets[0].odds[0].odds = round2(moved[0].markets[0].odds[0].odds - 0.25);
moved[0].markets[0].odds[2].odds = round2(moved[0].markets[0].odds[2].odds + 0.6);
moved[2].markets[2].odds[1].odds = round2(moved[2].markets[2].odds[1].odds + 0.08);
moved[3].markets[0].suspended = true;
moved[0].clock = "후반 69'";

const SPECIALS = [
  [
    'first',
    '첫 득점 팀',
    [
      ['home', '홈팀'],
      ['none', '무득점'],
      ['away', '원정팀'],
    ],
    [2.05, 9.5, 2.45],
  ],
  [
    'btts',
    '양팀 모두 득점',
    [
      ['yes', '예'],
      ['no', '아니오'],
    ],
    [1.72, 2.02],
  ],
  [
    'half',
    '전반전 승무패',
    [
      ['home', '홈 승'],
      ['draw', '무'],
      ['away', '원정 승'],
    ],
    [2.9, 2.1, 3.6],
  ],
];
const special = combination
  .filter((f) => f.sport === 'soccer')
  .map((f, i) => ({
    ...f,
    markets: SPECIALS.map(([code, name, picks, odds], j) => ({
      marketId: `${f.fixtureId}-sp${j + 1}`,
      kind: 'special',
      line: null,
      name,
      odds: picks.map(([key, label], k) => ({ key, label, odds: round2(odds[k] + i * 0.05) })),
      ...(i === 1 && code === 'half' && { suspended: true }),
    })),
  }));

const leaguesOf = (list) => {
  const seen = new Map();
  for (const f of list) {
    const entry = seen.get(f.league) ?? { league: f.league, sport: f.sport, country: f.country, count: 0 };
    entry.count++;
    seen.set(f.league, entry);
  }
  return [...seen.values()];
};
const pageOf = (list, leagues = leaguesOf(list)) => ({
  list,
  pageInfo: { page: 1, count_per_list: 20, tatal_list_count: list.length },
  leagues,
});

// ── Sport results ─────────────────────────────────────────────────────────────────────────────────
const RESULT_ROWS = [
  ['soccer', 'EPL', '잉글랜드', '리버풀', '아스날', '2026-11-22 21:30:00', 2, 2],
  ['soccer', 'EPL', '잉글랜드', '첼시', '토트넘', '2026-11-22 23:00:00', 3, 1],
  ['soccer', 'K리그1', '대한민국', '전북 현대', 'FC 서울', '2026-11-22 19:00:00', 0, 1],
  ['soccer', '라리가', '스페인', '바르셀로나', '세비야', '2026-11-23 05:00:00', 4, 0],
  ['basketball', 'NBA', '미국', '보스턴 셀틱스', '마이애미 히트', '2026-11-23 09:30:00', 118, 104],
  ['basketball', 'KBL', '대한민국', '울산 현대모비스', '원주 DB', '2026-11-22 19:00:00', 81, 86],
  ['volleyball', 'V리그', '대한민국', '현대캐피탈', 'OK저축은행', '2026-11-22 19:00:00', 3, 1],
  ['hockey', 'NHL', '미국', '보스턴 브루인스', '뉴욕 레인저스', '2026-11-23 09:00:00', 2, 3],
  ['baseball', 'ABL', '호주', '시드니 블루삭스', '퍼스 히트', '2026-11-22 17:30:00', 5, 2],
  ['soccer', 'EPL', '잉글랜드', '뉴캐슬', '맨체스터 유나이티드', '2026-11-21 21:30:00', 1, 1],
  ['soccer', 'K리그1', '대한민국', '포항 스틸러스', '울산 HD', '2026-11-21 19:00:00', 2, 0],
  ['basketball', 'NBA', '미국', '덴버 너기츠', 'LA 클리퍼스', '2026-11-22 11:00:00', 121, 119],
  ['volleyball', 'V리그', '대한민국', 'GS칼텍스', '한국도로공사', '2026-11-21 19:00:00', 2, 3],
  ['combat', 'UFC', '미국', '김동현', '데미안 마이아', '2026-11-16 12:00:00', 1, 0],
  ['soccer', '라리가', '스페인', '아틀레티코 마드리드', '발렌시아', '2026-11-21 05:00:00', 2, 1],
];
const TOTALS = { soccer: 2.5, basketball: 220.5, volleyball: 3.5, hockey: 5.5, baseball: 8.5, combat: 1.5 };
function result(row, i, kind) {
  const [sport, league, country, home, away, startTime, homeScore, awayScore] = row;
  const base = { fixtureId: `r-${7700 + i}`, sport, league, country, home, away, startTime, homeScore, awayScore };
  if (kind === 'winloose')
    return { ...base, line: null, outcome: homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'draw' };
  if (kind === 'handy') {
    const line = i % 2 ? 1.5 : -1.5;
    return { ...base, line, outcome: homeScore + line > awayScore ? 'home' : 'away' };
  }
  if (kind === 'underover') {
    const line = TOTALS[sport] ?? 2.5;
    return { ...base, line, outcome: homeScore + awayScore > line ? 'over' : 'under' };
  }
  const scored = homeScore + awayScore > 0;
  return {
    ...base,
    line: null,
    market: '양팀 모두 득점',
    outcome: homeScore > 0 && awayScore > 0 ? 'yes' : 'no',
    outcomeLabel: homeScore > 0 && awayScore > 0 ? '예' : scored ? '아니오' : '아니오',
  };
}
const resultPage = (rows, page, total) => ({ list: rows, pageInfo: { page, count_per_list: 10, tatal_list_count: total } });

// ── Mini games ────────────────────────────────────────────────────────────────────────────────────
const OPTIONS = {
  powerball: [
    ['pb_odd', 'pb_oddeven', 1.95],
    ['pb_even', 'pb_oddeven', 1.95],
    ['pb_under', 'pb_underover', 1.95],
    ['pb_over', 'pb_underover', 1.95],
    ['nb_odd', 'nb_oddeven', 1.95],
    ['nb_even', 'nb_oddeven', 1.95],
    ['nb_under', 'nb_underover', 1.95],
    ['nb_over', 'nb_underover', 1.95],
    ['nb_small', 'nb_size', 2.8],
    ['nb_medium', 'nb_size', 2.6],
    ['nb_large', 'nb_size', 2.8],
  ],
  ladder: [
    ['left', 'start', 1.95],
    ['right', 'start', 1.95],
    ['line3', 'lines', 1.95],
    ['line4', 'lines', 1.95],
    ['odd', 'oddeven', 1.95],
    ['even', 'oddeven', 1.95],
    ['left3_even', 'combo', 3.8],
    ['left4_odd', 'combo', 3.8],
    ['right3_odd', 'combo', 3.8],
    ['right4_even', 'combo', 3.8],
  ],
  speedkino: [
    ['odd', 'oddeven', 1.95],
    ['even', 'oddeven', 1.95],
    ['under', 'underover', 1.95],
    ['over', 'underover', 1.95],
  ],
};
const GAMES = {
  powerball: { round: 1284, interval: 300, remain: 165, options: OPTIONS.powerball },
  powerladder: { round: 1284, interval: 300, remain: 165, options: OPTIONS.ladder },
  speedkino: { round: 5120, interval: 180, remain: 74, options: OPTIONS.speedkino },
  kinoladder: { round: 5120, interval: 180, remain: 74, options: OPTIONS.ladder },
};
const roundOf = (prodId, { round, interval, remain, options }, closed = false) => ({
  prodId,
  type: 'normal',
  round,
  betEndAt: '2026-11-24 12:04:50',
  remainSeconds: closed ? 0 : remain,
  intervalSeconds: interval,
  status: closed ? 'closed' : 'open',
  options: options.map(([key, group, odds]) => ({ key, group, odds })),
});

// A small deterministic generator: the same draws every run.
let seed = 20261124;
const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
const time = (round, interval) => {
  const minutes = ((round * interval) / 60) % 1440;
  return `2026-11-24 ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor(minutes % 60)).padStart(2, '0')}:00`;
};
function draw(prodId, round, interval) {
  const base = { prodId, round, date: time(round, interval) };
  if (prodId === 'powerball') {
    const balls = [];
    while (balls.length < 5) {
      const b = 1 + rand(28);
      if (!balls.includes(b)) balls.push(b);
    }
    balls.sort((a, b) => a - b);
    const powerball = rand(10);
    const sum = balls.reduce((a, b) => a + b, 0);
    return {
      ...base,
      balls,
      powerball,
      sum,
      oddEven: sum % 2 ? 'odd' : 'even',
      underOver: sum <= 72 ? 'under' : 'over',
      size: sum <= 64 ? 'small' : sum <= 80 ? 'medium' : 'large',
      pbOddEven: powerball % 2 ? 'odd' : 'even',
      pbUnderOver: powerball <= 4 ? 'under' : 'over',
    };
  }
  if (prodId === 'speedkino') {
    const numbers = [];
    while (numbers.length < 22) {
      const n = 1 + rand(70);
      if (!numbers.includes(n)) numbers.push(n);
    }
    numbers.sort((a, b) => a - b);
    const sum = numbers.reduce((a, b) => a + b, 0);
    return { ...base, numbers, sum, oddEven: sum % 2 ? 'odd' : 'even', underOver: sum <= 810 ? 'under' : 'over' };
  }
  const start = rand(2) ? 'left' : 'right';
  const lines = rand(2) ? 3 : 4;
  // left with 3 lines finishes even, left 4 odd, right 3 odd, right 4 even
  const oddEven = (start === 'left') === (lines === 3) ? 'even' : 'odd';
  return { ...base, start, lines, oddEven };
}

// ── Writing ───────────────────────────────────────────────────────────────────────────────────────
const written = [];
function write(name, summary, data) {
  const text = `# Written by codegen/betting-examples.mjs: edit the data there, not this file.\n${JSON.stringify({ summary, value: { code: '0', data } })}\n`;
  writeFileSync(new URL(`${name}.yaml`, OUT), text);
  written.push(name);
}
const rules = { fixtures: [], results: [], rounds: [], minis: [] };

write(
  'SportFixtures',
  `Combination betting: ${combination.length} fixtures of ${leaguesOf(combination).length} leagues`,
  pageOf(combination),
);
const sports = [...new Set(combination.map((f) => f.sport))];
for (const sport of sports) {
  const list = combination.filter((f) => f.sport === sport);
  write(`SportFixtures_${sport}`, `Combination betting, ${sport}: ${list.length} fixture(s)`, pageOf(list));
  rules.fixtures.push({ example: `sport_${sport}`, file: `SportFixtures_${sport}`, body: { menu: 'combination', sport } });
}
const leagues = leaguesOf(combination);
leagues.forEach((l, i) => {
  const list = combination.filter((f) => f.league === l.league);
  write(
    `SportFixtures_league${i + 1}`,
    `Combination betting, ${l.league}: ${list.length} fixture(s)`,
    pageOf(list, leaguesOf(combination.filter((f) => f.sport === l.sport))),
  );
  rules.fixtures.unshift({
    example: `league_${i + 1}`,
    file: `SportFixtures_league${i + 1}`,
    body: { menu: 'combination', league: l.league },
  });
});
write('SportFixturesLive', `Live betting: ${live.length} fixtures in play (one held)`, pageOf(live));
write('SportFixturesLiveMoved', 'Live betting a moment later: prices moved up and down, a market held', pageOf(moved));
write('SportFixturesSpecial', `Special markets: ${special.length} fixtures`, pageOf(special));
write('SportFixturesEsport', `E-sports: ${esport.length} fixtures`, pageOf(esport));
// every sport of the contract (schema Sport; the app reads the same list as SPORTS of src/api/generated/enums.ts)
const SPORTS = bundleContract().components.schemas.Sport.enum;
for (const sport of [...new Set(live.map((f) => f.sport))]) {
  const list = live.filter((f) => f.sport === sport);
  write(`SportFixturesLive_${sport}`, `Live betting, ${sport}: ${list.length} fixture(s) in play`, pageOf(list));
  rules.fixtures.push({ example: `live_${sport}`, file: `SportFixturesLive_${sport}`, body: { menu: 'live', sport } });
}
const noLive = SPORTS.filter((sport) => !live.some((f) => f.sport === sport));
const noFixtures = SPORTS.filter((sport) => !combination.some((f) => f.sport === sport));
rules.fixtures.push({ example: 'empty', body: { menu: 'live', sport: noLive } });
rules.fixtures.push({ example: 'empty', body: { menu: 'combination', sport: noFixtures } });
rules.fixtures.push({ example: 'live', file: 'SportFixturesLive', body: { menu: 'live' } });
rules.fixtures.push({ example: 'special', file: 'SportFixturesSpecial', body: { menu: 'special' } });
rules.fixtures.push({ example: 'esport', file: 'SportFixturesEsport', body: { menu: 'esport' } });

const wl = RESULT_ROWS.map((r, i) => result(r, i, 'winloose'));
write('SportResults', `Win/lose results, page 1 of 2 (${wl.length} fixtures)`, resultPage(wl.slice(0, 10), 1, wl.length));
write('SportResultsPage2', 'Win/lose results, page 2 of 2', resultPage(wl.slice(10), 2, wl.length));
for (const kind of ['handy', 'underover', 'special']) {
  const rows = RESULT_ROWS.slice(0, kind === 'special' ? 5 : 8).map((r, i) => result(r, i, kind));
  write(`SportResults_${kind}`, `${kind} results: ${rows.length} fixtures`, resultPage(rows, 1, rows.length));
  rules.results.push({ example: kind, file: `SportResults_${kind}`, body: { kind } });
}
rules.results.unshift({ example: 'page2', file: 'SportResultsPage2', body: { kind: 'winloose', page: 2 } });

for (const [prodId, game] of Object.entries(GAMES)) {
  write(`MiniRound_${prodId}`, `${prodId}: round ${game.round} open, ${game.remain} s left to bet`, roundOf(prodId, game));
  rules.rounds.push({ example: prodId, file: `MiniRound_${prodId}`, path: { prodId } });
  const rows = Array.from({ length: 10 }, (_, i) => draw(prodId, game.round - 1 - i, game.interval));
  write(`MiniResults_${prodId}`, `${prodId}: the last 10 rounds (page 1 of 3)`, {
    list: rows,
    pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 30 },
  });
  rules.minis.push({ example: prodId, file: `MiniResults_${prodId}`, body: { prodId } });
}
write('MiniRoundClosed', 'powerball: betting closed for round 1284 (the draw is coming)', roundOf('powerball', GAMES.powerball, true));

// Pages 2 and 3 of each game's results (the older rounds), drawn after everything above so the
// draws written before stay as they were. The page rules go first: a page asked of a game answers
// that page; a page asked without a game, the default game's (powerball).
for (const [prodId, game] of Object.entries(GAMES)) {
  for (const page of [2, 3]) {
    const rows = Array.from({ length: 10 }, (_, i) => draw(prodId, game.round - 1 - (page - 1) * 10 - i, game.interval));
    const name = `MiniResults_${prodId}_page${page}`;
    write(name, `${prodId}: older rounds (page ${page} of 3)`, {
      list: rows,
      pageInfo: { page, count_per_list: 10, tatal_list_count: 30 },
    });
    rules.minis.splice(rules.minis.length - Object.keys(GAMES).length, 0, {
      example: `${prodId}Page${page}`,
      file: name,
      body: { prodId, page },
    });
  }
}
for (const page of [2, 3]) rules.minis.push({ example: `powerballPage${page}`, body: { page } });

console.log(`betting-examples: wrote ${written.length} examples`);
if (process.argv.includes('--rules')) console.log(JSON.stringify(rules, null, 1));
