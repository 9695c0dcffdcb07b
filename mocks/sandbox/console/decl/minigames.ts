// The console's mini-game routes, declared (console/declare.ts): the games with their schedule and
// running round, a game's rounds with their bets, changing a game's schedule / odds / on-off, and
// drawing the running round now. The handlers are in console/minigames-routes.ts
// (domain/minigames.ts); the page's Mini games panel is typed from these.
import { z } from 'zod';
import type { components } from '../../../../src/api/generated/schema';
import type { BetState } from '../../db/schema';
import type { MiniGameId } from '../../settings';
import { declare } from '../declare';

/** A mini game (the contract's MinigameProduct; domain/minigames-options.ts MINI_GAMES). */
export const miniGameId = z.enum(['powerball', 'powerladder', 'speedkino', 'kinoladder'] as const satisfies readonly MiniGameId[]);

/** A drawn round's result as the contract has it (MinigameResult: balls, numbers or the ladder, and what they make). */
export const miniResult = z.custom<components['schemas']['MinigameResult']>();
export type MiniResultView = z.infer<typeof miniResult>;

/** One schedule stretch or the settings of a game (settings.ts MiniGameSettings). */
const schedule = { intervalSeconds: z.number(), closeSeconds: z.number(), drawDelaySeconds: z.number() };
export const miniSettings = z.object({
  enabled: z.boolean(),
  ...schedule,
  anchor: z.object({ round: z.number(), at: z.string() }),
  previous: z
    .object({ round: z.number(), at: z.string(), ...schedule })
    .nullable()
    .optional(),
  odds: z.record(z.string(), z.number()),
});

/** Bets on a round: how many, how many still open, staked, paid. */
export const betTotals = z.object({ count: z.number(), open: z.number(), stake: z.number(), paid: z.number() });

export const miniGame = z.object({
  prodId: miniGameId,
  names: z.object({ ko: z.string(), en: z.string(), vi: z.string() }),
  settings: miniSettings,
  options: z.array(z.object({ key: z.string(), group: z.string(), odds: z.number() })),
  running: z.object({
    round: z.number(),
    opensAt: z.string(),
    closesAt: z.string(),
    endsAt: z.string(),
    status: z.enum(['open', 'closed']),
    remainSeconds: z.number(),
    bets: betTotals,
  }),
});
export type MiniGameView = z.infer<typeof miniGame>;

export const miniRoundRow = z.object({
  round: z.number(),
  /** open / closed: the running round; settling: its bets wait for the draw; drawn. */
  status: z.enum(['open', 'closed', 'settling', 'drawn']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  drawnAt: z.string().nullable(),
  /** Who drew it: the clock (`tick`), the console or the seed. */
  drawnBy: z.string().optional(),
  result: miniResult.nullable(),
  bets: betTotals,
});
export type MiniRoundRow = z.infer<typeof miniRoundRow>;

const betState = z.enum(['bet', 'win', 'lose', 'draw', 'cancel'] as const satisfies readonly BetState[]);
export const miniRoundBet = z.object({
  betIdx: z.number(),
  memId: z.string(),
  stake: z.number(),
  state: betState,
  winCash: z.number(),
  placedAt: z.string(),
  key: z.string(),
  pick: z.string(),
  market: z.string(),
  odds: z.number(),
  score: z.string().nullable(),
});

/** The game in the path: any text here, an unknown game is a 404 (no such thing), not a bad request. */
const byGame = z.object({ prodId: z.string().min(1) });
const whole = (min: number) => z.int().min(min);

export const minigamesList = declare({
  method: 'GET',
  path: '/__sandbox/minigames',
  doc: 'the mini games: each one’s schedule (round length, closing, draw delay), odds, on/off and its running round with its bets',
  answer: z.object({ now: z.string(), games: z.array(miniGame) }),
});

export const minigameUpdate = declare({
  method: 'POST',
  path: '/__sandbox/minigames/:prodId',
  doc: 'changes a mini game (closing inside the round; odds of its own options): a new length applies from the round after the running one',
  params: byGame,
  body: z.object({
    intervalSeconds: whole(5).optional(),
    closeSeconds: whole(0).optional(),
    drawDelaySeconds: whole(0).optional(),
    enabled: z.boolean().optional(),
    /** Odds by option key, each ≥ 1 (kept to 2 decimals). */
    odds: z.record(z.string(), z.number().min(1)).optional(),
  }),
  answer: z.object({ prodId: miniGameId, settings: miniSettings }),
});

export const minigameDraw = declare({
  method: 'POST',
  path: '/__sandbox/minigames/:prodId/draw',
  doc: 'ends the running round now and draws it (at random, or what the result gives: the rest is drawn); its bets are settled and the result pushed; 409 when drawn already',
  params: byGame,
  body: z.object({
    /** What to fix of the draw, as the game has it (domain/minigames-results.ts fixedDrawProblem checks the counts and ranges). */
    result: z
      .object({
        balls: z.array(z.number()).optional(),
        powerball: z.number().optional(),
        numbers: z.array(z.number()).optional(),
        start: z.enum(['left', 'right']).optional(),
        lines: z.union([z.literal(3), z.literal(4)]).optional(),
      })
      .nullish(),
  }),
  answer: z.object({ prodId: miniGameId, round: z.number(), result: miniResult, settled: z.number() }),
});

export const minigameRoundList = declare({
  method: 'GET',
  path: '/__sandbox/minigames/:prodId/rounds',
  doc: "?limit= : a mini game's rounds, newest first: the running one, any still settling, the drawn ones with their results, each with its bets count",
  params: byGame,
  query: z.object({
    /** 1–200; 20 when not given or not a number. */
    limit: z
      .string()
      .optional()
      .transform((v) => Math.min(200, Math.max(1, Number(v ?? 20) || 20))),
  }),
  answer: z.object({ prodId: miniGameId, now: z.string(), rows: z.array(miniRoundRow) }),
});

export const minigameRoundDetail = declare({
  method: 'GET',
  path: '/__sandbox/minigames/:prodId/rounds/:round',
  doc: "a mini game's round and its bets (member, pick, odds, stake, state, paid)",
  params: byGame.extend({
    round: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a round number')
      .transform(Number),
  }),
  answer: z.object({
    prodId: miniGameId,
    round: z.number(),
    drawn: z.object({ result: miniResult, drawnAt: z.string(), drawnBy: z.string() }).nullable(),
    bets: z.array(miniRoundBet),
  }),
});
