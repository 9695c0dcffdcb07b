// Sports prices that move on the sandbox's clock without a write per tick: a seeded walk. Time is cut
// into steps of `sportOddsStepMs` (a setting; 0 = prices stand still); each step gives every price an
// increment of −0.03 … +0.03 drawn from a hash of the pick and the step's number, and a price is its
// base plus the increments of the last WALK_WINDOW steps. So the same pick at the same step is always
// the same price (the board and betProc agree), consecutive steps differ by one increment in and one
// out, and the price stays within ±0.03 × WALK_WINDOW of its base (never below 1.01).
import type { Q } from '../db/open';
import { getSetting } from '../settings';
import { roundOdds } from './bets';

export const WALK_WINDOW = 6;
const STEP_CENTS = 3;

/** FNV-1a, 32 bits: a stable hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The increment of a pick at one step, in hundredths. */
const increment = (pick: string, step: number): number => (hash32(`${pick}#${step}`) % (2 * STEP_CENTS + 1)) - STEP_CENTS;

/** The step of the walk an instant falls in (0 when prices stand still). */
export const stepOf = (now: Date, stepMs: number): number => (stepMs > 0 ? Math.floor(now.getTime() / stepMs) : 0);

/** A pick's price at an instant: its base moved by the walk of the last steps. */
export function walkedOdds(base: number, marketId: string, key: string, now: Date, stepMs: number): number {
  if (stepMs <= 0) return base;
  const step = stepOf(now, stepMs);
  const pick = `${marketId}|${key}`;
  let cents = 0;
  for (let j = step - WALK_WINDOW + 1; j <= step; j++) cents += increment(pick, j);
  return Math.max(1.01, roundOdds(base + cents / 100));
}

/** The sandbox's step of the price walk (the setting). */
export const oddsStepMs = (q: Q): Promise<number> => getSetting(q, 'sportOddsStepMs');
