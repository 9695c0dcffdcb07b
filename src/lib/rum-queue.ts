// Real-user monitoring's outbox (src/app/rum/start-rum.ts): the vitals and errors of a page, sent in
// batches as one small text body each (navigator.sendBeacon: never blocks the page, outlives it, and
// a text/plain body needs no CORS preflight when the collector is on another origin). Bounded: past
// `maxQueued` waiting events new ones are dropped; a beacon the browser refuses is dropped, not
// retried. Nothing here throws.

/** What is measured and where: a route is the route's pattern (/board/read/:boardIdx), never an address with ids or a query. */
export type RumEvent =
  | { kind: 'vital'; name: 'LCP' | 'INP' | 'CLS'; value: number; rating: string; route: string; layout: string }
  | { kind: 'error'; source: 'window' | 'rejection' | 'route'; message: string; stack: string; route: string; layout: string };

export interface RumQueue {
  add(event: RumEvent): void;
  /** Sends what waits now (a page being hidden or left). */
  flush(): void;
}

export interface RumQueueOptions {
  url: string;
  /** navigator.sendBeacon in the page: false when the browser refused it. */
  send: (url: string, body: string) => boolean;
  /** A batch leaves this long after its first event at the latest. */
  intervalMs?: number;
  /** Events per beacon; a full batch leaves at once. */
  maxBatch?: number;
  maxQueued?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

export function createRumQueue(o: RumQueueOptions): RumQueue {
  const { intervalMs = 10_000, maxBatch = 20, maxQueued = 100, setTimer = (run, ms) => setTimeout(run, ms) } = o;
  const events: RumEvent[] = [];
  let timer = false;

  const flush = () => {
    timer = false;
    while (events.length > 0) {
      const batch = events.splice(0, maxBatch);
      try {
        o.send(o.url, JSON.stringify({ events: batch }));
      } catch {
        // a browser without beacons, or one that refused: monitoring never breaks the page
      }
    }
  };

  return {
    add(event) {
      if (events.length >= maxQueued) return;
      events.push(event);
      if (events.length >= maxBatch) flush();
      else if (!timer) {
        timer = true;
        setTimer(flush, intervalMs);
      }
    },
    flush,
  };
}

const MESSAGE_MAX = 300;
const STACK_LINES = 6;

/** Addresses without their query or fragment (a token or an id can be there); a stack frame's :line:column stays. */
const withoutQuery = (text: string): string => text.replace(/([a-z]+:\/\/[^\s?#)]*)[?#][^\s)]*?((?::\d+){0,2})(?=[\s)]|$)/gi, '$1$2');

/** An error's message and the top of its stack, cut short, without the queries of the addresses in them. */
export function describeError(error: unknown, fallbackMessage = ''): { message: string; stack: string } {
  try {
    const message =
      error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : fallbackMessage || String(error);
    const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack.split('\n').slice(0, STACK_LINES).join('\n') : '';
    return { message: withoutQuery(message).slice(0, MESSAGE_MAX), stack: withoutQuery(stack).slice(0, 1000) };
  } catch {
    return { message: 'unreadable error', stack: '' };
  }
}
