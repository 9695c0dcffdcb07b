import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROUND, roundClock, secondsLeft, type RoundEvent } from './round-clock';

const T0 = 1_000_000;
const read = (round: number, remainSeconds: number, at: number, closed = false): RoundEvent => ({
  kind: 'read',
  round,
  remainSeconds,
  closed,
  at,
});
const push = (round: number, remainSeconds: number, at: number): RoundEvent => ({ kind: 'push', round, remainSeconds, at });
const run = (...events: RoundEvent[]) => events.reduce(roundClock, NO_ROUND);

describe('the round a mini-game screen shows and its countdown', () => {
  it('a pushed round moves the screen to it with its own countdown; an older read does not take it back', () => {
    const s = run(read(1284, 165, T0), push(1285, 120, T0 + 10_000), read(1284, 165, T0 + 11_000));
    expect(s.round).toBe(1285);
    expect(secondsLeft(s, T0 + 10_000)).toBe(120);
    expect(secondsLeft(s, T0 + 70_000)).toBe(60);
  });

  it('reading the same round again never moves the countdown back (a closer time is taken)', () => {
    const s = run(read(1284, 165, T0), read(1284, 165, T0 + 30_000));
    expect(secondsLeft(s, T0 + 30_000)).toBe(135);
    expect(secondsLeft(run(read(1284, 165, T0), read(1284, 100, T0 + 30_000)), T0 + 30_000)).toBe(100);
  });

  it('a draw of the round shown ends it: the next round, closed until it is read or pushed open', () => {
    const drawn = run(read(1284, 165, T0), { kind: 'draw', round: 1284 });
    expect(drawn).toMatchObject({ round: 1285, closed: true });
    expect(secondsLeft(drawn, T0)).toBe(0);
    expect(run(read(1284, 165, T0), { kind: 'draw', round: 1283 }).round).toBe(1284); // an older draw: nothing changes
    expect(secondsLeft(roundClock(drawn, read(1285, 200, T0 + 1_000)), T0 + 1_000)).toBe(200);
    expect(roundClock(drawn, read(1284, 165, T0 + 1_000))).toBe(drawn);
  });

  it('the server saying closed closes it; the time left never goes below 0', () => {
    const s = run(read(1284, 165, T0), read(1284, 0, T0 + 5_000, true));
    expect(s.closed).toBe(true);
    expect(secondsLeft(run(read(1284, 5, T0)), T0 + 60_000)).toBe(0);
  });

  it('whatever arrives in whatever order, the round shown is the newest heard of and its countdown only runs down between pushes', () => {
    const event = fc.oneof(
      fc.record({
        kind: fc.constant('read' as const),
        round: fc.integer({ min: 1, max: 6 }),
        remainSeconds: fc.integer({ min: 0, max: 300 }),
        closed: fc.boolean(),
        at: fc.constant(0),
      }),
      fc.record({
        kind: fc.constant('push' as const),
        round: fc.integer({ min: 1, max: 6 }),
        remainSeconds: fc.integer({ min: 0, max: 300 }),
        at: fc.constant(0),
      }),
      fc.record({ kind: fc.constant('draw' as const), round: fc.integer({ min: 1, max: 6 }) }),
    );
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 12 }), (events) => {
        let s = NO_ROUND;
        for (const e of events) {
          const before = s;
          s = roundClock(s, e);
          if (before.round !== null) expect(s.round).toBeGreaterThanOrEqual(before.round);
          if (e.kind === 'read' && s.round === before.round && before.closesAt !== null && s.closesAt !== null)
            expect(s.closesAt).toBeLessThanOrEqual(before.closesAt);
        }
        for (const e of events) if (e.kind !== 'draw') expect(s.round).toBeGreaterThanOrEqual(e.round);
      }),
    );
  });
});
