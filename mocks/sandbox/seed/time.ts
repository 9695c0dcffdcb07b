// Helpers of the seed: instants relative to the seed's `now` on Seoul days, and a seeded random
// source, so every seed of the sandbox is the same site (only shifted to the day it is seeded on).
import { seoul } from '../clock';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Seoul midnight of `now`'s Seoul day, as an instant. */
function seoulMidnight(now: Date): number {
  return Date.parse(`${seoul(now).date}T00:00:00Z`) - 9 * HOUR;
}

/** The instant `daysAgo` Seoul days before `now`'s, at hh:mm Seoul (daysAgo ≥ 1 is always in the past). */
export function seoulAt(now: Date, daysAgo: number, hh: number, mm = 0): Date {
  return new Date(seoulMidnight(now) - daysAgo * DAY + (hh * 60 + mm) * MINUTE);
}

/** The Seoul day (`YYYY-MM-DD`) `daysAgo` days before `now`'s (negative: in the future). */
export function seoulDay(now: Date, daysAgo: number): string {
  return seoul(new Date(seoulMidnight(now) - daysAgo * DAY + 12 * HOUR)).date;
}

export const later = (d: Date, ms: number): Date => new Date(d.getTime() + ms);

/** A small deterministic random source (mulberry32). */
export interface Rng {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('seed: pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** `count` distinct days ago in [from, to], oldest first. */
export function spreadDays(rng: Rng, count: number, from: number, to: number): number[] {
  const days = new Set<number>();
  const n = Math.min(count, to - from + 1);
  while (days.size < n) days.add(rng.int(from, to));
  return [...days].sort((x, y) => y - x);
}
