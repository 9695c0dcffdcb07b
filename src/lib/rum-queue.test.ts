import { describe, expect, it } from 'vitest';
import { reportCaughtError, onCaughtError } from './caught-errors';
import { createRumQueue, describeError, type RumEvent } from './rum-queue';

const lcp = (value: number): RumEvent => ({ kind: 'vital', name: 'LCP', value, rating: 'good', route: '/', layout: 'desktop' });

/** A queue whose beacons and timer the test holds. */
function harness(o: { maxBatch?: number; maxQueued?: number; refuse?: boolean; throws?: boolean } = {}) {
  const sent: { url: string; events: RumEvent[] }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const queue = createRumQueue({
    url: '/rum',
    maxBatch: o.maxBatch,
    maxQueued: o.maxQueued,
    send: (url, body) => {
      if (o.throws) throw new TypeError('Illegal invocation');
      sent.push({ url, events: (JSON.parse(body) as { events: RumEvent[] }).events });
      return !o.refuse;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  return { queue, sent, timers };
}

describe('the RUM outbox', () => {
  it('batches: nothing leaves until the timer (one timer per batch), then one beacon with all of them', () => {
    const { queue, sent, timers } = harness();
    queue.add(lcp(1));
    queue.add(lcp(2));
    expect(sent).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([10_000]);
    timers[0]?.run();
    expect(sent).toEqual([{ url: '/rum', events: [lcp(1), lcp(2)] }]);
    // the next event starts a new batch with its own timer
    queue.add(lcp(3));
    expect(timers).toHaveLength(2);
  });

  it('a full batch leaves at once; flush (the page hidden or left) sends what waits, in beacons of maxBatch', () => {
    const { queue, sent } = harness({ maxBatch: 2 });
    queue.add(lcp(1));
    queue.add(lcp(2));
    expect(sent.map((b) => b.events.length)).toEqual([2]);
    queue.add(lcp(3));
    queue.flush();
    expect(sent.map((b) => b.events.length)).toEqual([2, 1]);
    queue.flush();
    expect(sent).toHaveLength(2);
  });

  it('is bounded: past maxQueued waiting events new ones are dropped', () => {
    const { queue, sent } = harness({ maxBatch: 100, maxQueued: 3 });
    for (let i = 0; i < 10; i += 1) queue.add(lcp(i));
    queue.flush();
    expect(sent[0]?.events.map((e) => (e.kind === 'vital' ? e.value : -1))).toEqual([0, 1, 2]);
  });

  it('never throws: a refused or failing beacon is dropped, not retried', () => {
    const refused = harness({ refuse: true });
    refused.queue.add(lcp(1));
    refused.queue.flush();
    refused.queue.flush();
    expect(refused.sent).toHaveLength(1);
    const failing = harness({ throws: true });
    failing.queue.add(lcp(1));
    expect(() => failing.queue.flush()).not.toThrow();
  });
});

describe('describeError', () => {
  it('keeps the name and message, the top of the stack, and no query of any address', () => {
    const error = new TypeError('cannot read x of https://site.test/api/a?token=secret#frag');
    error.stack = [
      'TypeError: boom',
      ...Array.from({ length: 10 }, (_, i) => `    at f${i} (https://site.test/assets/app-1.js?v=${i}:1:${i})`),
    ].join('\n');
    const d = describeError(error);
    expect(d.message).toBe('TypeError: cannot read x of https://site.test/api/a');
    expect(d.stack.split('\n')).toHaveLength(6);
    expect(d.stack).not.toContain('?v=');
    expect(d.stack).toContain('(https://site.test/assets/app-1.js:1:0)');
  });

  it('reads a thrown string, a reason that is no error, and cuts a long message short', () => {
    expect(describeError('plain')).toEqual({ message: 'plain', stack: '' });
    expect(describeError(undefined, 'Script error.')).toEqual({ message: 'Script error.', stack: '' });
    expect(describeError({ code: 7 }).message).toBe('[object Object]');
    expect(describeError(new Error('x'.repeat(1000))).message).toHaveLength(300);
  });
});

describe('caught errors', () => {
  it('wait (a few) until the listener comes, then go to it as they happen', () => {
    for (let i = 0; i < 12; i += 1) reportCaughtError(new Error(`early ${i}`));
    const seen: unknown[] = [];
    onCaughtError((e) => seen.push(e));
    expect(seen.map((e) => (e as Error).message)).toEqual(Array.from({ length: 10 }, (_, i) => `early ${i}`));
    reportCaughtError('late');
    expect(seen.at(-1)).toBe('late');
  });
});
