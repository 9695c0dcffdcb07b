// The "odds changed" answer of /api/bet/betProc: nothing was placed; each moved pick with the price
// the member saw, the price now and which way it went.
import type { BetProcData } from './api/bet-place';

/** A pick as an answer names it: its key, and for sports its fixture and market. */
export interface PickRef {
  readonly key: string;
  readonly fixtureId?: string;
  readonly marketId?: string;
}

export interface OddsMove {
  readonly key: string;
  readonly fixtureId?: string;
  readonly marketId?: string;
  readonly odds: number;
  readonly newOdds: number;
  readonly direction: 'up' | 'down';
}

export function oddsMovesOf(data: BetProcData): OddsMove[] {
  if (data.status !== 'oddsChanged') return [];
  return (data.changes ?? []).map((c) => ({ ...c, direction: c.newOdds > c.odds ? 'up' : 'down' }));
}
