// A bet's vendor and game in the member's language, for every list of bets (the member's history and
// its detail, the partner's betting list): the vendor by its game code (`codeName`, the rule the lobby,
// the filters and the other lists use), else by the code one of whose names the server wrote, else as
// written; the game by its names (`gameName`), else as the server wrote it.
import type { components } from '@/api/generated/schema';
import { nameByCode } from '@/lib/code-name';
import { gameName } from '@/domain/games/game-rules';

/** The codes a bet's vendor is named by: the site's game codes and game groups (a sports bet's "vendor" is its group). */
export type VendorCodes = readonly components['schemas']['CommonCode'][];

export interface NamedBet {
  readonly company?: string | undefined;
  readonly vendorCode?: string | undefined;
  readonly form?: string | undefined;
  readonly gameNames?: components['schemas']['GameNames'] | undefined;
}

/** The bet's vendor in the member's language, else as the server wrote it. */
export const betVendor = (bet: NamedBet, codes: VendorCodes | undefined, language: string): string | undefined =>
  nameByCode(codes, bet.company, language, bet.vendorCode);

/** The bet's game in the member's language, else as the server wrote it. */
export const betGame = (bet: NamedBet, language: string): string | undefined =>
  bet.gameNames ? gameName({ names: bet.gameNames }, language) : bet.form;
