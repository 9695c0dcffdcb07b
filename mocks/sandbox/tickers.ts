// The tickers, listed beside the handler registry (handlers/registry.ts): what runs on the sandbox's
// clock rather than on a request (ticker.ts runs them in this order every tick).
import { closeIdleLaunches } from './domain/games-window';
import { expireDue } from './domain/messages';
import { drawDue } from './domain/minigames';
import { payDueReservations } from './domain/partner';
import { settleDue } from './domain/sports-settle';
import { restock } from './domain/sports-roster';
import type { Ticker } from './ticker';

export const TICKERS: readonly (readonly [name: string, run: Ticker])[] = [
  ['games:idle', ({ db, now }) => closeIdleLaunches(db, now)],
  ['messages', ({ db, push, now }) => expireDue(db, push, now)],
  ['minigames', async ({ db, push, now }) => void (await drawDue(db, push, now))],
  ['partner-settlements', async ({ db, now }) => void (await payDueReservations(db, now))],
  ['sports', async ({ db, now }) => void (await settleDue(db, now))],
  ['sports-schedule', async ({ db, now }) => void (await restock(db, now))],
];
