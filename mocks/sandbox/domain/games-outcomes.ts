// What a round of the sandbox game deals (domain/games-rounds.ts plays it): the reels of a slot
// machine or the hands of a baccarat table, drawn from the server's own deal (crypto's randomInt),
// never from what the client sends, and what each pays on a stake.
import { randomInt } from 'node:crypto';

/** The game window a game opens: a slot machine, or a baccarat table (live and hotel tables, e-sports). */
export const playKindOf = (gameType: string): 'slot' | 'baccarat' =>
  ['slot', 'fishing', 'virtual'].includes(gameType) ? 'slot' : 'baccarat';

/** A draw of the deal: a whole number from 0 to n - 1. The server's is crypto's randomInt (SERVER_DEAL). */
export type Deal = (n: number) => number;
export const SERVER_DEAL: Deal = (n) => randomInt(n);

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
/** Three of a kind pays this many times the stake; two of a kind on the first reels pays PAIR_PAYS. */
export const SLOT_PAYS: Record<(typeof SLOT_SYMBOLS)[number], number> = { cherry: 3, lemon: 4, bell: 6, star: 10, seven: 20 };
export const PAIR_PAYS = 1.5;

export interface SlotOutcome {
  reels: (typeof SLOT_SYMBOLS)[number][];
  multiplier: number;
}

/** The reels of a round, drawn from the deal (a repeat of the round answers what was stored). */
export function slotOutcome(deal: Deal): SlotOutcome {
  const reels = [0, 1, 2].map(() => SLOT_SYMBOLS[deal(SLOT_SYMBOLS.length)] ?? 'cherry');
  return { reels, multiplier: slotMultiplier(reels) };
}

/** What three reels pay, times the stake: three of a kind its SLOT_PAYS, a pair on the first two PAIR_PAYS. */
export function slotMultiplier(reels: readonly SlotOutcome['reels'][number][]): number {
  const [a, c, d] = reels;
  if (a === undefined) return 0;
  return a === c && c === d ? SLOT_PAYS[a] : a === c ? PAIR_PAYS : 0;
}

export const BACCARAT_PICKS = ['player', 'banker', 'tie'] as const;
export type BaccaratPick = (typeof BACCARAT_PICKS)[number];
/** What a winning pick returns, stake included (player 1:1, banker 1:1 less 5 %, tie 8:1). */
export const BACCARAT_PAYS: Record<BaccaratPick, number> = { player: 2, banker: 1.95, tie: 9 };

export interface BaccaratOutcome {
  /** Cards 1–13 (A … K). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratPick;
}

const point = (card: number): number => (card >= 10 ? 0 : card);
const total = (cards: number[]): number => cards.reduce((s, c) => s + point(c), 0) % 10;

/** The hands of a round by the tableau (third-card rules), the cards drawn from the deal. */
export function baccaratOutcome(deal: Deal): BaccaratOutcome {
  const draw = () => deal(13) + 1;
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  if (total(player) < 8 && total(banker) < 8) {
    let third: number | undefined;
    if (total(player) <= 5) {
      third = draw();
      player.push(third);
    }
    const bt = total(banker);
    const p3 = third === undefined ? undefined : point(third);
    const bankerDraws =
      p3 === undefined
        ? bt <= 5
        : bt <= 2 ||
          (bt === 3 && p3 !== 8) ||
          (bt === 4 && p3 >= 2 && p3 <= 7) ||
          (bt === 5 && p3 >= 4 && p3 <= 7) ||
          (bt === 6 && p3 >= 6 && p3 <= 7);
    if (bankerDraws) banker.push(draw());
  }
  const pt = total(player);
  const bt = total(banker);
  return { player, banker, playerTotal: pt, bankerTotal: bt, winner: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie' };
}

/** What a round pays on a stake (whole won, rounded down): a tie gives a player or banker bet its stake back. */
export function roundPays(
  kind: 'slot' | 'baccarat',
  deal: Deal,
  stake: number,
  pick: BaccaratPick,
): { win: number; detail: Record<string, unknown> } {
  if (kind === 'slot') {
    const o = slotOutcome(deal);
    return { win: Math.floor(stake * o.multiplier), detail: { kind, ...o } };
  }
  const o = baccaratOutcome(deal);
  const win = o.winner === pick ? Math.floor(stake * BACCARAT_PAYS[pick]) : o.winner === 'tie' ? stake : 0;
  return { win, detail: { kind, pick, ...o } };
}
