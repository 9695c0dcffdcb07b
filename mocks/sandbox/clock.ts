// The sandbox's clock: the real time plus an offset the console can set (POST /__sandbox/clock), so an
// operator can walk into the 23:30–00:30 bank maintenance or past a coupon's expiry. Kept in settings.
import { eq } from 'drizzle-orm';
import type { Q } from './db/open';
import { settings } from './db/schema';

const KEY = 'clockOffsetMs';

export interface Clock {
  now(): Date;
  offsetMs(): number;
  set(q: Q, target: { now?: string | undefined; advanceMs?: number | undefined }): Promise<Date>;
  load(q: Q): Promise<void>;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    async load(q) {
      const rows = await q.select().from(settings).where(eq(settings.key, KEY));
      const v = rows[0]?.value;
      offset = typeof v === 'number' ? v : 0;
    },
    async set(q, target) {
      if (target.now !== undefined) {
        const t = Date.parse(target.now);
        if (Number.isNaN(t)) throw new RangeError(`clock: "${target.now}" is not a date`);
        offset = t - Date.now();
      } else if (target.advanceMs !== undefined) {
        offset += target.advanceMs;
      } else {
        offset = 0;
      }
      await q
        .insert(settings)
        .values({ key: KEY, value: offset })
        .onConflictDoUpdate({ target: settings.key, set: { value: offset, updatedAt: new Date() } });
      return new Date(Date.now() + offset);
    },
  };
}

/** Seoul wall-clock parts of an instant (the site's business day and the bank maintenance window). */
export function seoul(d: Date): { date: string; time: string; minutes: number } {
  const k = new Date(d.getTime() + 9 * 3_600_000);
  const iso = k.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), minutes: k.getUTCHours() * 60 + k.getUTCMinutes() };
}

/** `YYYY-MM-DD HH:mm:ss` in Seoul, the contract's DateTime. */
export const seoulDateTime = (d: Date): string => {
  const s = seoul(d);
  return `${s.date} ${s.time}`;
};
