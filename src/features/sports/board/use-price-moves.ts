// Which prices just moved on the board: each read's prices against the previous read's, kept for
// MOVE_SHOWN_MS so the mark stays through the next refresh. Grouped by fixture: a fixture whose prices
// did not move keeps the same (empty) map and its card does not render again.
import { useEffect, useRef, useState } from 'react';
import { priceKey, type Fixture } from '../slip/slip-model';

const MOVE_SHOWN_MS = 9_000;
type Direction = 'up' | 'down';
export type FixtureMoves = ReadonlyMap<string, Direction>;
export const NO_MOVES: FixtureMoves = new Map();

interface Seen {
  readonly direction: Direction;
  readonly at: number;
}

export interface PriceMoves {
  /** The moves of one fixture's prices (NO_MOVES when none). */
  readonly of: (fixtureId: string) => FixtureMoves;
  /** When the read these moves were worked out from was answered (0 before the first). */
  readonly at: number;
}

export function usePriceMoves(list: readonly Fixture[] | undefined, updatedAt: number): PriceMoves {
  const prices = useRef(new Map<string, number>());
  const seen = useRef(new Map<string, Seen>());
  const [moves, setMoves] = useState<{ byFixture: Map<string, FixtureMoves>; at: number }>({ byFixture: new Map(), at: 0 });

  useEffect(() => {
    if (!list) return;
    const first = prices.current.size === 0;
    for (const fixture of list) {
      for (const market of fixture.markets) {
        for (const o of market.odds) {
          const key = priceKey(fixture.fixtureId, market.marketId, o.key);
          const before = prices.current.get(key);
          if (!first && before !== undefined && before !== o.odds)
            seen.current.set(key, { direction: o.odds > before ? 'up' : 'down', at: updatedAt });
          prices.current.set(key, o.odds);
        }
      }
    }
    const byFixture = new Map<string, Map<string, Direction>>();
    for (const [key, move] of seen.current) {
      if (updatedAt - move.at > MOVE_SHOWN_MS) {
        seen.current.delete(key);
        continue;
      }
      const fixtureId = key.slice(0, key.indexOf('|'));
      const map = byFixture.get(fixtureId) ?? new Map<string, Direction>();
      map.set(key, move.direction);
      byFixture.set(fixtureId, map);
    }
    setMoves((current) => {
      // a fixture whose moves are the same keeps its map (its card does not render again)
      const next = new Map<string, FixtureMoves>();
      for (const [fixtureId, map] of byFixture) {
        const old = current.byFixture.get(fixtureId);
        const same = old !== undefined && old.size === map.size && [...map].every(([k, d]) => old.get(k) === d);
        next.set(fixtureId, same ? old : map);
      }
      return { byFixture: next, at: updatedAt };
    });
  }, [list, updatedAt]);

  return { of: (fixtureId) => moves.byFixture.get(fixtureId) ?? NO_MOVES, at: moves.at };
}
