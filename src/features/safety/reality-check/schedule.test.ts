import { describe, expect, it } from 'vitest';
import { claimReminder } from './claim';
import { nextDue, readAnswered, scheduleKey, writeAnswered, type ScheduleStorage } from './schedule';

const MIN = 60_000;
const login = Date.parse('2026-11-26T09:00:00+09:00');

/** One browser's storage, shared by its tabs. */
function storage(): ScheduleStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

/** One browser's Web Locks: a request waits until the holder's callback has finished. */
function locks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(() => callback());
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

describe('nextDue', () => {
  it('falls on the login plus whole intervals', () => {
    expect(nextDue(login, 30 * MIN)).toBe(login + 30 * MIN);
    expect(nextDue(login, 30 * MIN, null)).toBe(login + 30 * MIN);
  });
  it('after an answer: the first boundary after it, never one already passed', () => {
    expect(nextDue(login, 30 * MIN, login + 30 * MIN)).toBe(login + 60 * MIN);
    // answered late (the member came back after two hours): one reminder, the next at 2 h 30
    expect(nextDue(login, 30 * MIN, login + 125 * MIN)).toBe(login + 150 * MIN);
    // an answer just before a boundary (clocks a little apart) moves to that boundary only
    expect(nextDue(login, 30 * MIN, login + 29 * MIN)).toBe(login + 30 * MIN);
  });
  it('a changed interval counts from the login again', () => {
    expect(nextDue(login, 60 * MIN, login + 30 * MIN)).toBe(login + 60 * MIN);
    expect(nextDue(login, 15 * MIN, login + 30 * MIN)).toBe(login + 45 * MIN);
  });
});

describe('the answer kept across reloads', () => {
  it('is read back for the same login, and not for another login', () => {
    const s = storage();
    writeAnswered(s, 'tester01', '2026-11-26 09:00:00', login + 30 * MIN);
    expect(readAnswered(s, 'tester01', '2026-11-26 09:00:00')).toBe(login + 30 * MIN);
    expect(readAnswered(s, 'tester01', '2026-11-26 11:00:00')).toBeNull();
    expect(readAnswered(s, 'tester02', '2026-11-26 09:00:00')).toBeNull();
    // a reload: a new page reads the same storage and plans the same reminder
    expect(nextDue(login, 30 * MIN, readAnswered(s, 'tester01', '2026-11-26 09:00:00'))).toBe(login + 60 * MIN);
  });
  it('keeps one entry per member: a new login replaces the last', () => {
    const s = storage();
    writeAnswered(s, 'tester01', '2026-11-26 09:00:00', login);
    writeAnswered(s, 'tester01', '2026-11-26 11:00:00', login + 2);
    expect([...s.map.keys()]).toEqual([scheduleKey('tester01')]);
  });
  it('survives a broken or refused storage', () => {
    const broken: ScheduleStorage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readAnswered(broken, 'tester01', 'x')).toBeNull();
    expect(() => writeAnswered(broken, 'tester01', 'x', 1)).not.toThrow();
    expect(readAnswered(undefined, 'tester01', 'x')).toBeNull();
  });
});

describe('one reminder across tabs', () => {
  it('the second tab due at the same moment shows nothing once the first tab was answered', async () => {
    const s = storage();
    const l = locks();
    const now = login + 30 * MIN;
    const due = () => nextDue(login, 30 * MIN, readAnswered(s, 'tester01', 'L')) <= now;
    const shown: string[] = [];
    let answerFirst = () => {};
    const first = claimReminder(
      due,
      () =>
        new Promise<void>((resolve) => {
          shown.push('tab 1');
          answerFirst = () => {
            writeAnswered(s, 'tester01', 'L', now);
            resolve();
          };
        }),
      l,
    );
    const second = claimReminder(due, async () => void shown.push('tab 2'), l);
    await Promise.resolve();
    expect(shown).toEqual(['tab 1']);
    answerFirst();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(shown).toEqual(['tab 1']);
  });
  it('a tab closed with the reminder unanswered lets the next tab show it', async () => {
    const l = locks();
    const shown: string[] = [];
    // tab 1's page went away: its callback ends without an answer
    const first = claimReminder(
      () => true,
      async () => void shown.push('tab 1'),
      l,
    );
    const second = claimReminder(
      () => true,
      async () => void shown.push('tab 2'),
      l,
    );
    expect([await first, await second]).toEqual([true, true]);
    expect(shown).toEqual(['tab 1', 'tab 2']);
  });
  it('without Web Locks each tab shows its own', async () => {
    expect(
      await claimReminder(
        () => true,
        async () => undefined,
        undefined,
      ),
    ).toBe(true);
  });
});
