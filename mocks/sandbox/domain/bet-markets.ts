// What can be bet on through /api/bet/betProc, by the slip's gameType: each market prices a slip's
// selections now (or refuses it with its own code) and says which level limits apply. Sports and
// e-sports register 'sport' and 'esport' (domain/sports-bets), the mini games their prodIds
// (domain/minigames-bets). A gameType no market knows is refused with B0091.
import type { components } from '../../../src/api/generated/schema';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { Tx } from '../db/open';
import type { MemberRow } from '../ledger';
import type { NewFolder } from './bets';

export type BetSlip = components['schemas']['BetProcRequest'];

/** The slip priced now: folders at the current odds (in the slip's order), and what the bet belongs to. */
export interface PricedSlip {
  groupKey: string;
  form: string;
  /** The bet's name in each language (BetRow.gameNames), where the market names it so. */
  gameNames?: components['schemas']['GameNames'] & { en: string; vi: string };
  roundRef?: string | undefined;
  folders: NewFolder[];
}

export interface BetMarket {
  /** Which of the level's limits apply (BetLimitsData.limits[].gameType). */
  limits: 'sport' | 'mini';
  /** Prices the slip now (the member's row is locked), or refuses it (B9999, B0091 …). */
  price(tx: Tx, slip: BetSlip, member: MemberRow, now: Date): Promise<PricedSlip | { refuse: ErrorCode; msg?: string }>;
}

export const BET_MARKETS: Record<string, BetMarket> = {};

/** Called by each domain's module when it loads (handlers/registry imports them). */
export function registerBetMarkets(markets: Record<string, BetMarket>): void {
  Object.assign(BET_MARKETS, markets);
}
