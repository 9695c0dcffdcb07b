// Mini games from state: powerball, power ladder, speed keno and keno ladder rounds on
// the sandbox clock. Each product has a schedule (settings `minigames`: round length, betting closing
// `closeSeconds` before the round ends, the draw `drawDelaySeconds` after it, an anchor round) so the
// round at any moment, its number and its open / close / draw times follow from the clock. A round is
// drawn by the clock's ticker when its draw falls due (or by the console, now): its result is written
// to minigame_rounds, its bets are settled per pick in the same transaction, the result goes out on
// /topic/powerball/result and the next round's opening on /topic/powerball/round. betProc prices a
// mini-game slip here (registerBetMarkets): the open round only (E002 otherwise), B9999 while the
// member's bets of an earlier round are still settling, the odds of the settings (a move since the
// page read them is the core's oddsChanged).
import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Db, Q, Tx } from '../db/open';
import { betFolders, bets, minigameRounds } from '../db/schema';
import type { Push } from '../push';
import { getSetting, setSetting, type MiniGameId, type MiniGameSegment, type MiniGameSettings } from '../settings';
import { registerBetMarkets, type BetMarket } from './bet-markets';
import { settleMany, type BetFolderResult } from './bets';

export type MiniResult = components['schemas']['MinigameResult'];
export type MiniOption = components['schemas']['MinigameOption'];
export type MiniRoundData = components['schemas']['MinigameRound'];

export const MINI_GAMES = ['powerball', 'powerladder', 'speedkino', 'kinoladder'] as const satisfies readonly MiniGameId[];
export const isMiniGame = (v: unknown): v is MiniGameId => typeof v === 'string' && (MINI_GAMES as readonly string[]).includes(v);
/** The {type} of /api/minigame/slots/{prodId}/{type} each game has. */
export const MINI_VARIANTS: readonly string[] = ['normal'];

type Kind = 'powerball' | 'ladder' | 'keno';
const KIND: Record<MiniGameId, Kind> = { powerball: 'powerball', powerladder: 'ladder', speedkino: 'keno', kinoladder: 'ladder' };

/** The server's own words (Korean, as the betting history writes them) and the games' names. */
export const GAME_NAMES: Record<MiniGameId, { ko: string; en: string; vi: string }> = {
  powerball: { ko: '파워볼', en: 'Powerball', vi: 'Powerball' },
  powerladder: { ko: '파워사다리', en: 'Power Ladder', vi: 'Power Ladder' },
  speedkino: { ko: '스피드키노', en: 'Speed Keno', vi: 'Speed Keno' },
  kinoladder: { ko: '키노사다리', en: 'Keno Ladder', vi: 'Keno Ladder' },
};

interface OptionDef {
  key: string;
  group: string;
  /** The pick's word (Korean). */
  word: string;
}
const GROUP_WORDS: Record<string, string> = {
  pb_oddeven: '파워볼 홀짝',
  pb_underover: '파워볼 언더오버',
  nb_oddeven: '일반볼 홀짝',
  nb_underover: '일반볼 언더오버',
  nb_size: '일반볼 대중소',
  start: '출발',
  lines: '줄 수',
  oddeven: '홀짝',
  combo: '조합',
  underover: '언더오버',
};
/** The groups' names in English and Vietnamese, for the bet's names in each language (BetRow.gameNames). */
const GROUP_NAMES: Record<string, { en: string; vi: string }> = {
  pb_oddeven: { en: 'powerball odd/even', vi: 'powerball lẻ/chẵn' },
  pb_underover: { en: 'powerball under/over', vi: 'powerball xỉu/tài' },
  nb_oddeven: { en: 'normal balls odd/even', vi: 'bóng thường lẻ/chẵn' },
  nb_underover: { en: 'normal balls under/over', vi: 'bóng thường xỉu/tài' },
  nb_size: { en: 'normal balls small/medium/large', vi: 'bóng thường nhỏ/vừa/lớn' },
  start: { en: 'start', vi: 'xuất phát' },
  lines: { en: 'lines', vi: 'số thanh' },
  oddeven: { en: 'odd/even', vi: 'lẻ/chẵn' },
  combo: { en: 'combination', vi: 'kết hợp' },
  underover: { en: 'under/over', vi: 'xỉu/tài' },
};
/** A mini-game bet's name in each language: the game and the group of its first pick. */
function betNames(prodId: MiniGameId, group: string | undefined): { ko: string; en: string; vi: string } {
  const game = GAME_NAMES[prodId];
  const named = (lang: 'en' | 'vi') => (group ? (GROUP_NAMES[group]?.[lang] ?? group) : '');
  return {
    ko: `${game.ko} ${group ? (GROUP_WORDS[group] ?? group) : ''}`.trim(),
    en: `${game.en} ${named('en')}`.trim(),
    vi: `${game.vi} ${named('vi')}`.trim(),
  };
}
const o = (key: string, group: string, word: string): OptionDef => ({ key, group, word });
const LADDER: OptionDef[] = [
  o('left', 'start', '좌'),
  o('right', 'start', '우'),
  o('line3', 'lines', '3줄'),
  o('line4', 'lines', '4줄'),
  o('odd', 'oddeven', '홀'),
  o('even', 'oddeven', '짝'),
  o('left3_even', 'combo', '좌3짝'),
  o('left4_odd', 'combo', '좌4홀'),
  o('right3_odd', 'combo', '우3홀'),
  o('right4_even', 'combo', '우4짝'),
];
export const OPTIONS: Record<Kind, OptionDef[]> = {
  powerball: [
    o('pb_odd', 'pb_oddeven', '홀'),
    o('pb_even', 'pb_oddeven', '짝'),
    o('pb_under', 'pb_underover', '언더'),
    o('pb_over', 'pb_underover', '오버'),
    o('nb_odd', 'nb_oddeven', '홀'),
    o('nb_even', 'nb_oddeven', '짝'),
    o('nb_under', 'nb_underover', '언더'),
    o('nb_over', 'nb_underover', '오버'),
    o('nb_small', 'nb_size', '소'),
    o('nb_medium', 'nb_size', '중'),
    o('nb_large', 'nb_size', '대'),
  ],
  ladder: LADDER,
  keno: [o('odd', 'oddeven', '홀'), o('even', 'oddeven', '짝'), o('under', 'underover', '언더'), o('over', 'underover', '오버')],
};
export const optionsOf = (prodId: MiniGameId): OptionDef[] => OPTIONS[KIND[prodId]];

// ---------------------------------------------------------------------------------------------
// The schedule

export interface RoundTimes {
  round: number;
  opensAt: Date;
  closesAt: Date;
  /** The round's end (the next one opens). */
  endsAt: Date;
  /** When its draw falls due (endsAt + drawDelaySeconds). */
  drawsAt: Date;
}

const SECOND = 1_000;

/** The schedule that holds a round (or an instant): the anchor's, or the one before it. */
function segmentOf(p: MiniGameSettings, at: { round: number } | { time: number }): MiniGameSegment {
  const current: MiniGameSegment = {
    round: p.anchor.round,
    at: p.anchor.at,
    intervalSeconds: p.intervalSeconds,
    closeSeconds: p.closeSeconds,
    drawDelaySeconds: p.drawDelaySeconds,
  };
  const before = 'round' in at ? at.round < p.anchor.round : at.time < Date.parse(p.anchor.at);
  return before && p.previous ? p.previous : current;
}

export function roundTimes(p: MiniGameSettings, round: number): RoundTimes {
  const seg = segmentOf(p, { round });
  const len = seg.intervalSeconds * SECOND;
  const opens = Date.parse(seg.at) + (round - seg.round) * len;
  const ends = opens + len;
  return {
    round,
    opensAt: new Date(opens),
    closesAt: new Date(ends - seg.closeSeconds * SECOND),
    endsAt: new Date(ends),
    drawsAt: new Date(ends + seg.drawDelaySeconds * SECOND),
  };
}

/** The round running at `now` (the one whose [opens, ends) holds it). */
export function roundAt(p: MiniGameSettings, now: Date): number {
  const seg = segmentOf(p, { time: now.getTime() });
  return seg.round + Math.floor((now.getTime() - Date.parse(seg.at)) / (seg.intervalSeconds * SECOND));
}

/**
 * The settings with a new anchor (round `round` from `at`): the rounds before it keep the schedule
 * they had (the running round its times).
 */
export function reanchored(p: MiniGameSettings, round: number, at: Date): MiniGameSettings {
  const keep = segmentOf(p, { round: round - 1 });
  return { ...p, anchor: { round, at: at.toISOString() }, previous: keep };
}

export const roundRefOf = (prodId: MiniGameId, round: number): string => `${prodId}:${round}`;

export async function miniSettings(q: Q): Promise<Record<MiniGameId, MiniGameSettings>> {
  return getSetting(q, 'minigames');
}

export async function productSettings(q: Q, prodId: MiniGameId): Promise<MiniGameSettings> {
  return (await miniSettings(q))[prodId];
}

const isDrawn = async (q: Q, prodId: MiniGameId, round: number): Promise<boolean> =>
  (
    await q
      .select({ round: minigameRounds.round })
      .from(minigameRounds)
      .where(and(eq(minigameRounds.prodId, prodId), eq(minigameRounds.round, round)))
  ).length > 0;

/** The round a member sees now: its number, times, whether betting is open, the options at their odds. */
export async function currentRound(q: Q, prodId: MiniGameId, type: string, now: Date): Promise<MiniRoundData> {
  const p = await productSettings(q, prodId);
  const t = roundTimes(p, roundAt(p, now));
  const left = Math.ceil((t.closesAt.getTime() - now.getTime()) / SECOND);
  // drawn already (the console drew it, or the clock went back): closed until the next one
  const open = left > 0 && !(await isDrawn(q, prodId, t.round));
  return {
    prodId,
    type,
    round: t.round,
    betEndAt: seoulDateTime(t.closesAt),
    remainSeconds: open ? left : 0,
    intervalSeconds: Math.round((t.endsAt.getTime() - t.opensAt.getTime()) / SECOND),
    status: open ? 'open' : 'closed',
    options: optionsFor(prodId, p),
  };
}

export const optionsFor = (prodId: MiniGameId, p: MiniGameSettings): MiniOption[] =>
  optionsOf(prodId).map((d) => ({ key: d.key, group: d.group, odds: p.odds[d.key] ?? 1 }));

// ---------------------------------------------------------------------------------------------
// Draws

const parity = (n: number): 'odd' | 'even' => (n % 2 === 0 ? 'even' : 'odd');

/** `count` distinct numbers of [1, top], ascending. */
function distinct(count: number, top: number, random: (n: number) => number): number[] {
  const got = new Set<number>();
  while (got.size < count) got.add(1 + random(top));
  return [...got].sort((a, b) => a - b);
}

/** What an operator may fix of a draw (the console): the rest is drawn. */
export interface FixedDraw {
  balls?: number[];
  powerball?: number;
  numbers?: number[];
  start?: 'left' | 'right';
  lines?: 3 | 4;
}

/** Checks a fixed draw for the game; the reason it is wrong, or null. */
export function fixedDrawProblem(prodId: MiniGameId, f: FixedDraw): string | null {
  const kind = KIND[prodId];
  const set = (a: number[] | undefined, n: number, top: number, name: string) =>
    a === undefined || (a.length === n && new Set(a).size === n && a.every((x) => Number.isInteger(x) && x >= 1 && x <= top))
      ? null
      : `${name} must be ${n} different whole numbers from 1 to ${top}`;
  if (kind === 'powerball') {
    if (f.powerball !== undefined && !(Number.isInteger(f.powerball) && f.powerball >= 0 && f.powerball <= 9))
      return 'powerball must be a whole number from 0 to 9';
    return set(f.balls, 5, 28, 'balls');
  }
  if (kind === 'keno') return set(f.numbers, 22, 70, 'numbers');
  if (f.start !== undefined && f.start !== 'left' && f.start !== 'right') return 'start must be left or right';
  if (f.lines !== undefined && f.lines !== 3 && f.lines !== 4) return 'lines must be 3 or 4';
  return null;
}

/** A complete result: drawn at random, or as fixed (what is not fixed is drawn). */
export function makeResult(
  prodId: MiniGameId,
  round: number,
  date: Date,
  fixed: FixedDraw = {},
  random: (n: number) => number = randomInt,
): MiniResult {
  const base = { prodId, round, date: seoulDateTime(date) };
  const kind = KIND[prodId];
  if (kind === 'powerball') {
    const balls = [...(fixed.balls ?? distinct(5, 28, random))].sort((a, b) => a - b);
    const powerball = fixed.powerball ?? random(10);
    const sum = balls.reduce((a, b) => a + b, 0);
    return {
      ...base,
      balls,
      powerball,
      sum,
      oddEven: parity(sum),
      underOver: sum <= 72 ? 'under' : 'over',
      size: sum <= 64 ? 'small' : sum <= 80 ? 'medium' : 'large',
      pbOddEven: parity(powerball),
      pbUnderOver: powerball <= 4 ? 'under' : 'over',
    };
  }
  if (kind === 'keno') {
    const numbers = [...(fixed.numbers ?? distinct(22, 70, random))].sort((a, b) => a - b);
    const sum = numbers.reduce((a, b) => a + b, 0);
    return { ...base, numbers, sum, oddEven: parity(sum), underOver: sum <= 810 ? 'under' : 'over' };
  }
  const start = fixed.start ?? (random(2) === 0 ? 'left' : 'right');
  const lines = fixed.lines ?? (random(2) === 0 ? 3 : 4);
  // a ladder's finish: left with 3 lines or right with 4 ends even, the others odd
  return { ...base, start, lines, oddEven: (start === 'left') === (lines === 3) ? 'even' : 'odd' };
}

/** The option keys a result wins. */
export function winningKeys(prodId: MiniGameId, r: MiniResult): Set<string> {
  const kind = KIND[prodId];
  if (kind === 'powerball')
    return new Set([`pb_${r.pbOddEven}`, `pb_${r.pbUnderOver}`, `nb_${r.oddEven}`, `nb_${r.underOver}`, `nb_${r.size}`]);
  if (kind === 'keno') return new Set([r.oddEven ?? '', r.underOver ?? '']);
  const lines = r.lines === 3 ? 'line3' : 'line4';
  return new Set([r.start ?? '', lines, r.oddEven ?? '', `${r.start}${r.lines}_${r.oddEven}`]);
}

/** The result's word in an option's group (the folder's score): what won there. */
function scoreOf(prodId: MiniGameId, group: string, won: Set<string>): string | undefined {
  return optionsOf(prodId).find((d) => d.group === group && won.has(d.key))?.word;
}

export interface Drawn {
  prodId: MiniGameId;
  round: number;
  result: MiniResult;
  /** Members whose money moved (a win), to tell by push. */
  paid: string[];
  settled: number;
}

/**
 * Draws one round (once: a round drawn already is left as it is, undefined) and settles its bets, in
 * one transaction. `times` are the round's own (the console's draw-now ends it early).
 */
export async function drawRound(
  db: Db,
  o: {
    prodId: MiniGameId;
    times: Pick<RoundTimes, 'round' | 'opensAt' | 'closesAt' | 'drawsAt'>;
    now: Date;
    fixed?: FixedDraw | undefined;
    by: 'tick' | 'console';
    /** Runs first in the same transaction (the console's new schedule). */
    before?: (tx: Tx) => Promise<void>;
  },
): Promise<Drawn | undefined> {
  const { prodId, times, now } = o;
  return db.transaction(async (tx) => {
    await o.before?.(tx);
    const result = makeResult(prodId, times.round, times.drawsAt, o.fixed);
    const inserted = await tx
      .insert(minigameRounds)
      .values({
        prodId,
        round: times.round,
        opensAt: times.opensAt,
        closesAt: times.closesAt,
        drawsAt: times.drawsAt,
        drawnAt: now,
        result,
        drawnBy: o.by,
      })
      .onConflictDoNothing()
      .returning({ round: minigameRounds.round });
    if (inserted.length === 0) return undefined;
    const { paid, settled } = await settleRound(tx, prodId, times.round, result, now);
    return { prodId, round: times.round, result, paid, settled };
  });
}

/** Settles the open bets of a drawn round by its result, pick by pick; who was paid and how many were settled. */
async function settleRound(
  tx: Tx,
  prodId: MiniGameId,
  round: number,
  result: MiniResult,
  now: Date,
): Promise<{ paid: string[]; settled: number }> {
  const won = winningKeys(prodId, result);
  const open = await tx
    .select({ betIdx: bets.betIdx, memId: bets.memId })
    .from(bets)
    .where(and(eq(bets.gameType, prodId), eq(bets.roundRef, roundRefOf(prodId, round)), eq(bets.state, 'bet')));
  const folders = open.length
    ? await tx
        .select()
        .from(betFolders)
        .where(
          inArray(
            betFolders.betIdx,
            open.map((b) => b.betIdx),
          ),
        )
    : [];
  const groupOf = new Map(optionsOf(prodId).map((d) => [d.key, d.group]));
  const results: BetFolderResult[] = folders.map((f) => ({
    betIdx: f.betIdx,
    folderIdx: f.folderIdx,
    result: won.has(f.key) ? 'win' : 'lose',
    score: scoreOf(prodId, groupOf.get(f.key) ?? '', won),
  }));
  const closed = await settleMany(tx, results, now);
  return { paid: [...new Set(closed.filter((b) => b.winCash > 0).map((b) => b.memId))], settled: closed.length };
}

/**
 * Open bets on a round drawn already (a bet that committed while the console drew its round) are
 * settled by the stored result: no bet waits on a round that will not be drawn again.
 */
async function settleStragglers(db: Db, prodId: MiniGameId, now: Date): Promise<void> {
  const stuck = await db
    .selectDistinct({ round: minigameRounds.round, result: minigameRounds.result })
    .from(bets)
    .innerJoin(
      minigameRounds,
      and(eq(minigameRounds.prodId, prodId), eq(bets.roundRef, sql`${prodId}::text || ':' || ${minigameRounds.round}::text`)),
    )
    .where(and(eq(bets.gameType, prodId), eq(bets.state, 'bet')));
  for (const r of stuck) {
    await db.transaction((tx) => settleRound(tx, prodId, r.round, r.result as MiniResult, now));
  }
}

/** Tells the site the result on /topic/powerball/result (the members paid get CASH from the unit of work: money-push.ts). */
export function announceDraw(push: Push, d: Drawn): void {
  push.topic('/topic/powerball/result', { prodId: d.prodId, round: d.round, result: d.result });
}

/** The round open now on /topic/powerball/round with its seconds left (nothing while betting is closed). */
export async function announceRound(db: Db, push: Push, prodId: MiniGameId, now: Date): Promise<void> {
  const r = await currentRound(db, prodId, 'normal', now);
  if (r.status === 'open') push.topic('/topic/powerball/round', { prodId, round: r.round, remainSeconds: r.remainSeconds });
}

/** At most this many rounds are drawn behind the clock at once (a sandbox off for a day catches up only this far). */
const CATCH_UP = 50;

/** The rounds of a game whose draw is due at `now` and not drawn yet, oldest first. */
export async function dueRounds(q: Q, prodId: MiniGameId, p: MiniGameSettings, now: Date): Promise<number[]> {
  // the newest round whose draw is due: the one ended drawDelay ago or earlier
  const lastDue = roundAt(p, new Date(now.getTime() - p.drawDelaySeconds * SECOND)) - 1;
  const [top] = await q
    .select({ round: max(minigameRounds.round) })
    .from(minigameRounds)
    .where(eq(minigameRounds.prodId, prodId));
  const from = Math.max((top?.round ?? -Infinity) + 1, lastDue - CATCH_UP + 1);
  const due = new Set<number>();
  for (let r = from; r <= lastDue; r++) due.add(r);
  // every round with open bets is drawn when due, however far back
  const waiting = await q
    .selectDistinct({ ref: bets.roundRef })
    .from(bets)
    .where(and(eq(bets.gameType, prodId), eq(bets.state, 'bet')));
  for (const { ref } of waiting) {
    const round = Number(ref?.split(':')[1]);
    if (Number.isInteger(round) && round <= lastDue && !(await isDrawn(q, prodId, round))) due.add(round);
  }
  return [...due].sort((a, b) => a - b);
}

/** Draws what is due for every game (the ticker, idempotent); announces each draw and the round opened after. */
export async function drawDue(db: Db, push: Push, now: Date): Promise<Drawn[]> {
  const all = await miniSettings(db);
  const out: Drawn[] = [];
  for (const prodId of MINI_GAMES) {
    const p = all[prodId];
    await settleStragglers(db, prodId, now);
    let any = false;
    for (const round of await dueRounds(db, prodId, p, now)) {
      const t = roundTimes(p, round);
      const d = await drawRound(db, { prodId, times: { ...t, drawsAt: t.endsAt }, now, by: 'tick' });
      if (!d) continue;
      any = true;
      out.push(d);
      announceDraw(push, d);
    }
    if (any) await announceRound(db, push, prodId, now);
  }
  return out;
}

/**
 * The console draws a game's running round now: the round ends at once (the next one opens now, at
 * the game's length) and is drawn — at random or as fixed.
 */
export async function drawNow(db: Db, push: Push, prodId: MiniGameId, now: Date, fixed?: FixedDraw): Promise<Drawn | undefined> {
  const all = await miniSettings(db);
  const p = all[prodId];
  const running = roundTimes(p, roundAt(p, now));
  const closesAt = running.closesAt < now ? running.closesAt : now;
  const d = await drawRound(db, {
    prodId,
    times: { round: running.round, opensAt: running.opensAt, closesAt, drawsAt: now },
    now,
    fixed,
    by: 'console',
    before: (tx) => setSetting(tx, 'minigames', { ...all, [prodId]: reanchored(p, running.round + 1, now) }),
  });
  if (!d) return undefined;
  announceDraw(push, d);
  await announceRound(db, push, prodId, now);
  return d;
}

/**
 * A game's new schedule or prices: a new length (or close, or delay) applies from the round after the
 * running one, which keeps its times.
 */
export async function updateProduct(
  db: Db,
  prodId: MiniGameId,
  now: Date,
  change: Partial<Omit<MiniGameSettings, 'anchor'>>,
): Promise<MiniGameSettings> {
  return db.transaction(async (tx) => {
    const all = await miniSettings(tx);
    const p = all[prodId];
    const running = roundTimes(p, roundAt(p, now));
    const schedule = (['intervalSeconds', 'closeSeconds', 'drawDelaySeconds'] as const).some(
      (k) => change[k] !== undefined && change[k] !== p[k],
    );
    const kept = schedule ? reanchored(p, running.round + 1, running.endsAt) : p;
    const next: MiniGameSettings = { ...kept, ...change, odds: { ...p.odds, ...change.odds } };
    await setSetting(tx, 'minigames', { ...all, [prodId]: next });
    return next;
  });
}

// ---------------------------------------------------------------------------------------------
// Past rounds

export interface DrawPage {
  list: MiniResult[];
  total: number;
}

/** A game's drawn rounds, newest first, a page at a time; `day` (Seoul YYYY-MM-DD) keeps that day's. */
export async function drawsOf(q: Q, prodId: MiniGameId, o: { page: number; perPage: number; day?: string | undefined }): Promise<DrawPage> {
  const dayStart = o.day ? new Date(`${o.day}T00:00:00+09:00`) : undefined;
  const where = and(
    eq(minigameRounds.prodId, prodId),
    dayStart ? gte(minigameRounds.drawsAt, dayStart) : undefined,
    dayStart ? lt(minigameRounds.drawsAt, new Date(dayStart.getTime() + 86_400_000)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    q
      .select({ result: minigameRounds.result })
      .from(minigameRounds)
      .where(where)
      .orderBy(desc(minigameRounds.round))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(minigameRounds)
      .where(where),
  ]);
  return { list: rows.map((r) => r.result as MiniResult), total: counted[0]?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Betting

const market = (prodId: MiniGameId): BetMarket => ({
  limits: 'mini',
  async price(tx, slip, member, now) {
    const p = await productSettings(tx, prodId);
    if (!p.enabled) return { refuse: 'B0091', msg: `${prodId} is switched off` };
    const t = roundTimes(p, roundAt(p, now));
    const round = slip.round ?? t.round;
    if (round !== t.round || now >= t.closesAt || (await isDrawn(tx, prodId, round)))
      return { refuse: 'E002', msg: `betting on ${prodId} round ${round} is closed (round ${t.round} is the one running)` };
    const settling = await tx
      .select({ betIdx: bets.betIdx })
      .from(bets)
      .where(
        and(eq(bets.memId, member.memId), eq(bets.gameType, prodId), eq(bets.state, 'bet'), ne(bets.roundRef, roundRefOf(prodId, round))),
      )
      .limit(1);
    if (settling.length > 0) return { refuse: 'B9999' };
    const defs = optionsOf(prodId);
    const folders = [];
    for (const s of slip.selections) {
      const d = defs.find((x) => x.key === s.key);
      if (!d) return { refuse: 'E001', msg: `${prodId} has no option "${s.key}"` };
      folders.push({
        key: d.key,
        odds: p.odds[d.key] ?? 1,
        game: `${GAME_NAMES[prodId].ko} ${round}회차`,
        market: GROUP_WORDS[d.group] ?? d.group,
        pick: d.word,
        startAt: t.endsAt,
      });
    }
    const first = defs.find((x) => x.key === slip.selections[0]?.key);
    return {
      groupKey: 'mini',
      form: betNames(prodId, first?.group).ko,
      gameNames: betNames(prodId, first?.group),
      roundRef: roundRefOf(prodId, round),
      folders,
    };
  },
});

registerBetMarkets(Object.fromEntries(MINI_GAMES.map((id) => [id, market(id)])));
