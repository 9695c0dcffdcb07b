// A bet's stake (docs/rules.md#errors B6000-B6003, the level's limits from /api/bet/limits): whole won, at least
// the level's minimum, at most its maximum and the cash held, and stake × odds within its maximum
// win. The same rules for a mini-game slip and a sports slip; the screen words the problems (each
// issue's message is a code the slip translates) and shows them before anything is sent.
import { z } from 'zod';
import { digitsValue } from '../rules/amount';

/** The level's limits for one kind of game (the contract's BetLimits row). */
export interface StakeLimits {
  readonly minBet: number;
  readonly maxBet: number;
  readonly maxWin: number;
}

export interface StakeRules extends StakeLimits {
  /** The cash held (null while unknown: not checked). */
  readonly balance: number | null;
  /** The slip's (combined) odds. */
  readonly odds: number;
  /** What the member's own stake limit still allows (null or absent: no limit, or not read yet). */
  readonly stakeLeft?: number | null;
  /** The member's own loss limit is reached: no bet until its window ends. */
  readonly lossReached?: boolean;
}

/**
 * Why a stake cannot be sent, said before sending (B6000, B6001, B6002, B6003 on the server; the
 * member's own limits: RG11 over the stake limit, RG12 the loss limit reached).
 */
export type StakeProblem = 'required' | 'numeric' | 'min' | 'max' | 'balance' | 'maxWin' | 'stakeLimit' | 'lossLimit';

/** The quick amounts of a slip, in won (10,000 won first). */
export const STAKE_QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

/** The potential win of a stake at these odds, rounded down to whole won. */
export const potentialWin = (stake: number, odds: number): number =>
  Number.isFinite(stake) && stake > 0 && odds >= 1 ? Math.floor(stake * odds) : 0;

/** "Max": the most a member may stake: the level's maximum, the cash held, their own stake limit's left (the least), 0 if none. */
export const maxStake = (limits: StakeLimits, balance: number | null, stakeLeft: number | null = null): number =>
  Math.max(0, Math.min(limits.maxBet, balance ?? limits.maxBet, stakeLeft ?? limits.maxBet));

/** A quick amount added to what is typed, never above the maximum stake. */
export const addQuickAmount = (typed: number, amount: number, max: number): number =>
  Math.min(Math.max(0, Number.isFinite(typed) ? typed : 0) + amount, max);

/** The stake's schema: the digits as typed in, the stake in won out. */
export const createStakeSchema = (rules: StakeRules) =>
  z
    .string()
    .min(1, 'required' satisfies StakeProblem)
    .transform(digitsValue)
    .superRefine((stake, ctx) => {
      const problem = stakeProblem(stake, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The first problem of a stake (NaN: not whole digits), or null when it can be sent. */
export function stakeProblem(stake: number, rules: StakeRules): StakeProblem | null {
  if (Number.isNaN(stake)) return 'numeric';
  if (rules.lossReached) return 'lossLimit';
  if (stake < rules.minBet) return 'min';
  if (stake > rules.maxBet) return 'max';
  if (rules.stakeLeft != null && stake > rules.stakeLeft) return 'stakeLimit';
  if (rules.balance !== null && stake > rules.balance) return 'balance';
  if (potentialWin(stake, rules.odds) > rules.maxWin) return 'maxWin';
  return null;
}

/** The stake's problem as the schema reports it, or null. */
export function checkStake(typed: string, rules: StakeRules): StakeProblem | null {
  const result = createStakeSchema(rules).safeParse(typed);
  return result.success ? null : ((result.error.issues[0]?.message ?? 'numeric') as StakeProblem);
}

/** What the slip does when a price moved since the member saw it (the contract's oddsPolicy). */
export type OddsPolicy = 'none' | 'any' | 'higher';

/** Which way a price went. */
export type PriceMove = 'up' | 'down';

/** A pick's price as a slip holds it: the price it sends, the last move it took in, a new price waiting for the member. */
export interface HeldPrice {
  /** The price the slip sends (the member saw and accepted it). */
  readonly odds: number;
  /** The last move the slip took in (shown as ▲ / ▼). */
  readonly moved?: PriceMove;
  /** A new price the setting did not take in: the member accepts it (one tap) before placing. */
  readonly pendingOdds?: number;
}

export const priceMove = (from: number, to: number): PriceMove => (to > from ? 'up' : 'down');

/** Does the setting take this move without asking? any: every move; higher: a rise only; none: never. */
export const policyTakes = (policy: OddsPolicy, from: number, to: number): boolean =>
  policy === 'any' || (policy === 'higher' && to > from);

/**
 * A price now (a live refresh, the server's "odds changed" answer, a round read again) for a pick the
 * slip holds, by the member's setting: the price it sends already clears any waiting one; a move the
 * setting takes becomes the price, marked ▲ / ▼; any other waits for the member with its new price.
 * Every slip (sports and mini games) applies moves through this one rule.
 */
export function repriced<T extends HeldPrice>(pick: T, price: number, policy: OddsPolicy): T {
  const { pendingOdds: _waiting, ...rest } = pick;
  if (price === pick.odds) return _waiting === undefined ? pick : (rest as T);
  if (policyTakes(policy, pick.odds, price)) return { ...rest, odds: price, moved: priceMove(pick.odds, price) } as T;
  return pick.pendingOdds === price ? pick : { ...pick, pendingOdds: price };
}

/** The member accepts the waiting price (nothing waits: the pick as it is). */
export function acceptPrice<T extends HeldPrice>(pick: T): T {
  if (pick.pendingOdds === undefined) return pick;
  const { pendingOdds, ...rest } = pick;
  return { ...rest, odds: pendingOdds, moved: priceMove(pick.odds, pendingOdds) } as T;
}

export interface BetPick {
  readonly key: string;
  readonly odds: number;
  readonly fixtureId?: string;
  readonly marketId?: string;
}

/** The /api/bet/betProc body: the game (sport, esport or a mini game's prodId), its round, the stake, the picks and the policy. */
export function toBetPayload(bet: { gameType: string; round?: number; stake: number; picks: readonly BetPick[]; oddsPolicy?: OddsPolicy }) {
  return {
    gameType: bet.gameType,
    ...(bet.round === undefined ? {} : { round: bet.round }),
    betAmount: bet.stake,
    selections: bet.picks.map((p) => ({ ...p })),
    oddsPolicy: bet.oddsPolicy ?? ('none' as OddsPolicy),
  };
}

/** The combined odds of the picks (two decimals, as slips show them). */
export const combinedOdds = (picks: readonly BetPick[]): number =>
  picks.length === 0 ? 0 : Math.round(picks.reduce((product, p) => product * p.odds, 1) * 100) / 100;
