// Which prices just moved on the board: each read's prices against the previous read's, kept for
// MOVE_SHOWN_MS so the mark stays through the next refresh. Worked out while the new read renders (no
// second render after it), and grouped by fixture: a fixture whose marks did not change keeps the same
// map, so its card does not render again for them.
import { useState } from 'react';
import { priceKey, type Fixture } from '../slip/slip-model';

const MOVE_SHOWN_MS = 9_000;
type Direction = 'up' | 'down';
export type FixtureMoves = ReadonlyMap<string, Direction>;
export const NO_MOVES: FixtureMoves = new Map();

interface Tracked {
  readonly list: readonly Fixture[] | undefined;
  readonly prices: ReadonlyMap<string, number>;
  readonly seen: ReadonlyMap<string, { readonly direction: Direction; readonly at: number }>;
  readonly byFixture: ReadonlyMap<string, FixtureMoves>;
  readonly at: number;
}

export interface PriceMoves {
  /** The moves of one fixture's prices (NO_MOVES when none). */
  readonly of: (fixtureId: string) => FixtureMoves;
  /** When the read these moves were worked out from was answered (0 before the first). */
  readonly at: number;
}

const INITIAL: Tracked = { list: undefined, prices: new Map(), seen: new Map(), byFixture: new Map(), at: 0 };

/** The marks after a new read (pure: the previous state is not changed). */
export function track(previous: Tracked, list: readonly Fixture[], at: number): Tracked {
  const first = previous.prices.size === 0;
  const prices = new Map(previous.prices);
  const seen = new Map(previous.seen);
  for (const fixture of list) {
    for (const market of fixture.markets) {
      for (const o of market.odds) {
        const key = priceKey(fixture.fixtureId, market.marketId, o.key);
        const before = prices.get(key);
        if (!first && before !== undefined && before !== o.odds) seen.set(key, { direction: o.odds > before ? 'up' : 'down', at });
        prices.set(key, o.odds);
      }
    }
  }
  const grouped = new Map<string, Map<string, Direction>>();
  for (const [key, move] of seen) {
    if (at - move.at > MOVE_SHOWN_MS) {
      seen.delete(key);
      continue;
    }
    const fixtureId = key.slice(0, key.indexOf('|'));
    const map = grouped.get(fixtureId) ?? new Map<string, Direction>();
    map.set(key, move.direction);
    grouped.set(fixtureId, map);
  }
  const byFixture = new Map<string, FixtureMoves>();
  for (const [fixtureId, map] of grouped) {
    const old = previous.byFixture.get(fixtureId);
    const same = old !== undefined && old.size === map.size && [...map].every(([k, d]) => old.get(k) === d);
    byFixture.set(fixtureId, same ? old : map);
  }
  return { list, prices, seen, byFixture, at };
}

export function usePriceMoves(list: readonly Fixture[] | undefined, updatedAt: number): PriceMoves {
  const [tracked, setTracked] = useState<Tracked>(INITIAL);
  let current = tracked;
  if (list && list !== tracked.list) {
    // React renders again at once with this state, before anything is committed
    current = track(tracked, list, updatedAt);
    setTracked(current);
  }
  return { of: (fixtureId) => current.byFixture.get(fixtureId) ?? NO_MOVES, at: current.at };
}
