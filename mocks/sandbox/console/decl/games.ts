// The console's game routes, declared (console/declare.ts): the vendors and their state, a game on
// or off, games down / up for everyone, the live game windows and the rounds played. The handlers
// are in console/games-routes.ts; the page's Games panel is typed from these.
import { z } from 'zod';
import { declare, okAnswer, rowsAnswer } from '../declare';

/** What a vendor's launch answers (db/schema-games.ts VENDOR_STATES): ok, or why not. */
export const vendorState = z.enum(['ok', 'cannot-run', 'no-credit', 'blocked', 'error']);
/** What the console sets: on / off, or one of the states a launch refuses with. */
export const vendorSetting = z.enum(['on', 'off', 'cannot-run', 'no-credit', 'blocked', 'error']);
export type VendorSetting = z.infer<typeof vendorSetting>;

export const vendorRow = z.object({
  code: z.string(),
  groupCode: z.string(),
  names: z.object({ ko: z.string(), en: z.string(), vi: z.string().optional() }),
  enabled: z.boolean(),
  state: vendorState,
  games: z.number(),
  updatedAt: z.string(),
});
export type VendorRow = z.infer<typeof vendorRow>;

export const launchRow = z.object({
  token: z.string(),
  memId: z.string(),
  vendorCode: z.string(),
  gameId: z.string(),
  account: z.enum(['cash', 'game']),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
});

export const roundRow = z.object({
  vendorCode: z.string(),
  roundId: z.string(),
  memId: z.string(),
  betIdx: z.number(),
  groupKey: z.string(),
  game: z.string(),
  account: z.enum(['cash', 'game']),
  stake: z.number(),
  win: z.number(),
  state: z.enum(['bet', 'win', 'lose', 'draw', 'cancel']),
  balanceAfter: z.number(),
  /** What was dealt: the sandbox game's own record. */
  detail: z.unknown(),
  playedAt: z.string(),
});

const downOrUp = z.object({ gamesDown: z.boolean(), sent: z.number() });

export const vendorList = declare({
  method: 'GET',
  path: '/__sandbox/games/vendors',
  doc: 'the game vendors: group, names, on/off, state (ok, cannot-run, no-credit, blocked, error), games; and whether games are down',
  answer: z.object({ gamesDown: z.boolean(), rows: z.array(vendorRow) }),
});

export const vendorSet = declare({
  method: 'POST',
  path: '/__sandbox/games/vendors/:code',
  doc: `{ state: ${vendorSetting.options.join(' | ')} } : a vendor on or off (B0091), or what its launch answers (B0092, B0099, 2000, 9999)`,
  params: z.object({ code: z.string() }),
  body: z.object({ state: vendorSetting }),
  answer: z.object({ code: z.string(), enabled: z.boolean(), state: vendorState }),
});

export const gameSet = declare({
  method: 'POST',
  path: '/__sandbox/games/games/:id',
  doc: '{ enabled: boolean } : one game on or off (off: out of its lobby, its launch answers B0091)',
  params: z.object({ id: z.string() }),
  body: z.object({ enabled: z.boolean() }),
  answer: z.object({ id: z.string(), enabled: z.boolean() }),
});

export const gamesDown = declare({
  method: 'POST',
  path: '/__sandbox/games/down',
  doc: 'games down (LOCK_BET_YN Y to every member; launches answer B0092)',
  answer: downOrUp,
});

export const gamesUp = declare({
  method: 'POST',
  path: '/__sandbox/games/up',
  doc: 'games up again (LOCK_BET_YN N/Y to every member)',
  answer: downOrUp,
});

export const launchList = declare({
  method: 'GET',
  path: '/__sandbox/games/launches',
  doc: '?all=1 : the game windows open now (all: the last 100, ended too)',
  query: z.object({ all: z.string().optional() }),
  answer: rowsAnswer(launchRow),
});

export const launchEnd = declare({
  method: 'POST',
  path: '/__sandbox/games/launches/:token/end',
  doc: 'end a game window (the member is out of the game: isPlayGame N, the money merge allowed)',
  params: z.object({ token: z.string() }),
  answer: okAnswer,
});

export const roundList = declare({
  method: 'GET',
  path: '/__sandbox/games/rounds',
  doc: '?memId=&vendor=&limit= : the rounds played in the sandbox games, newest first (stake, win, the bet, what was dealt)',
  query: z.object({ memId: z.string().optional(), vendor: z.string().optional(), limit: z.string().optional() }),
  answer: rowsAnswer(roundRow),
});
