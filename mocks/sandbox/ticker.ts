// What happens on the sandbox's clock rather than on a request: a mini-game round drawn when it
// closes, a fixture settled at its scheduled end, a settlement reservation paid at its time. Each
// domain exports its step and tickers.ts lists them; the server runs them in turn every
// SANDBOX_TICK_MS (1 s; 0 = never, for tests that drive time themselves), and at once after the
// console moves the clock, so moving the clock past a moment has the same effect as waiting for it. A ticker must be idempotent: it
// looks at state and `now`, does what is due and nothing twice. Each step is a unit of work: the
// members whose money it moved get CASH once after it (money-push.ts).
import type { Db } from './db/open';
import { withCashPush } from './money-push';
import type { Push } from './push';

export interface TickDeps {
  db: Db;
  push: Push;
  /** The sandbox's now. */
  now: Date;
}

export type Ticker = (deps: TickDeps) => Promise<void>;

export interface Ticks {
  /** Runs every ticker once now (after any run in progress); resolves when they are done. */
  runNow(): Promise<void>;
  stop(): void;
}

export function createTicks(o: {
  /** The tickers by name, run in this order (tickers.ts). */
  tickers: readonly (readonly [name: string, run: Ticker])[];
  db: Db;
  push: Push;
  now: () => Date;
  intervalMs: number;
  log?: ((line: string) => void) | undefined;
}): Ticks {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const once = async () => {
    for (const [name, run] of o.tickers) {
      if (stopped) return;
      try {
        await withCashPush(o.db, o.push, () => run({ db: o.db, push: o.push, now: o.now() }));
      } catch (err) {
        (o.log ?? console.error)(`sandbox: ticker ${name} failed: ${(err as Error).stack ?? String(err)}`);
      }
    }
  };
  const runNow = () => (chain = chain.then(once));
  let running = false;
  const timer =
    o.intervalMs > 0
      ? setInterval(() => {
          if (running) return;
          running = true;
          void runNow().finally(() => (running = false));
        }, o.intervalMs)
      : undefined;
  timer?.unref();
  return {
    runNow,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
