// A mini game's draw: a result made at random from the server's own draw (crypto), or with what the
// console fixed of it (the rest drawn), and the options it wins.
import { randomInt } from 'node:crypto';
import { seoulDateTime } from '../clock';
import type { MiniGameId } from '../settings';
import { KIND, optionsOf, type MiniResult } from './minigames-options';

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
export function scoreOf(prodId: MiniGameId, group: string, won: Set<string>): string | undefined {
  return optionsOf(prodId).find((d) => d.group === group && won.has(d.key))?.word;
}
