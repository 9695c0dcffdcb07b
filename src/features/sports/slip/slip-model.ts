// The sports slip's rules, without React: which picks it holds (one per fixture; a single slip one in
// all), what a live price change does to them by the member's odds-change setting, the server's "odds
// changed" answer, and the combined odds.
import type { ContractData } from '@/api/contract';
import { acceptPrice, combinedOdds, repriced, type HeldPrice, type OddsPolicy } from '@forms/schemas/bet';

export type Fixture = ContractData<'/api/sport/fixtures'>['list'][number];
export type Market = Fixture['markets'][number];
export type MarketKind = Market['kind'];

/** One pick in the slip, with what the slip shows of its fixture and market; its price as held (sent, moved, waiting). */
export interface SlipPick extends HeldPrice {
  readonly fixtureId: string;
  readonly marketId: string;
  readonly key: string;
  readonly home: string;
  readonly away: string;
  readonly league: string;
  readonly kind: MarketKind;
  readonly line: number | null;
  /** A special market's name and pick as the server words them. */
  readonly marketName?: string;
  readonly label?: string;
  /** The market is held: nothing can be placed with this pick. */
  readonly suspended?: boolean;
}

export type SlipMode = 'single' | 'multi';

export interface SlipState {
  readonly picks: readonly SlipPick[];
  /** The stake as typed. */
  readonly stake: string;
  readonly mode: SlipMode;
}

export const EMPTY_SLIP: SlipState = { picks: [], stake: '', mode: 'multi' };

/** A price's identity on the board and in the slip. */
export const priceKey = (fixtureId: string, marketId: string, key: string) => `${fixtureId}|${marketId}|${key}`;

export const samePick = (a: Pick<SlipPick, 'fixtureId' | 'marketId' | 'key'>, b: Pick<SlipPick, 'fixtureId' | 'marketId' | 'key'>) =>
  a.fixtureId === b.fixtureId && a.marketId === b.marketId && a.key === b.key;

/**
 * A price tapped: taken out when it is in the slip already; otherwise in, replacing the pick of the
 * same fixture (and, in a single slip, every other pick). `tooMany` when a combined slip already
 * holds `maxFolders` fixtures (nothing changes).
 */
export function togglePick(state: SlipState, pick: SlipPick, maxFolders: number): { state: SlipState; tooMany: boolean } {
  if (state.picks.some((p) => samePick(p, pick)))
    return { state: { ...state, picks: state.picks.filter((p) => !samePick(p, pick)) }, tooMany: false };
  if (state.mode === 'single') return { state: { ...state, picks: [pick] }, tooMany: false };
  const others = state.picks.filter((p) => p.fixtureId !== pick.fixtureId);
  if (others.length >= maxFolders) return { state, tooMany: true };
  return { state: { ...state, picks: [...others, pick] }, tooMany: false };
}

/** Single keeps the last pick only; multi keeps what is there. */
export const setMode = (state: SlipState, mode: SlipMode): SlipState => ({
  ...state,
  mode,
  picks: mode === 'single' ? state.picks.slice(-1) : state.picks,
});

/**
 * Fresh fixtures (a live refresh): each pick of a fixture in them takes its market's price now by the
 * setting (any: every change; higher: only a rise; none: none, each change waits for the member), and
 * is marked held when its market or fixture is. Picks of fixtures not in the list are left as they are.
 */
export function applyPrices(state: SlipState, fixtures: readonly Fixture[], policy: OddsPolicy): SlipState {
  let changed = false;
  const picks = state.picks.map((pick) => {
    const fixture = fixtures.find((f) => f.fixtureId === pick.fixtureId);
    const market = fixture?.markets.find((m) => m.marketId === pick.marketId);
    const price = market?.odds.find((o) => o.key === pick.key)?.odds;
    if (!fixture || !market || price === undefined) return pick;
    const suspended = market.suspended === true || fixture.status === 'suspended';
    const next = { ...repriced(pick, price, policy), suspended };
    if (next.odds !== pick.odds || next.pendingOdds !== pick.pendingOdds || next.suspended !== (pick.suspended ?? false)) changed = true;
    return next;
  });
  return changed ? { ...state, picks } : state;
}

/**
 * The server refused the slip because prices moved: each moved pick the slip holds takes its new price
 * by the setting (as a live refresh does), the others wait for the member.
 */
export function applyServerChanges(
  state: SlipState,
  changes: readonly { fixtureId?: string; marketId?: string; key: string; newOdds: number }[],
  policy: OddsPolicy,
): SlipState {
  return {
    ...state,
    picks: state.picks.map((pick) => {
      const change = changes.find(
        (c) => c.key === pick.key && (c.fixtureId ?? pick.fixtureId) === pick.fixtureId && (c.marketId ?? pick.marketId) === pick.marketId,
      );
      return change ? repriced(pick, change.newOdds, policy) : pick;
    }),
  };
}

/** The member accepts every new price. */
export const acceptPending = (state: SlipState): SlipState => ({ ...state, picks: state.picks.map(acceptPrice) });

/** The slip's combined odds (two decimals); 0 when empty. */
export const slipOdds = (state: SlipState): number => combinedOdds(state.picks);

/** Why the slip cannot be placed as it is: a price to accept, a held market; or null. */
export function slipHold(state: SlipState): 'pending' | 'suspended' | null {
  if (state.picks.some((p) => p.pendingOdds !== undefined)) return 'pending';
  if (state.picks.some((p) => p.suspended)) return 'suspended';
  return null;
}
