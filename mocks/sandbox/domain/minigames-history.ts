// A mini game's past rounds (/api/minigame/powerballResult): its drawn results, newest first.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Q } from '../db/open';
import { minigameRounds } from '../db/schema';
import type { MiniGameId } from '../settings';
import type { MiniResult } from './minigames-options';

export interface DrawPage {
  list: MiniResult[];
  total: number;
}

/** A game's drawn rounds, newest first, a page at a time; `day` (Seoul YYYY-MM-DD) keeps that day's. */
export async function drawsOf(q: Q, prodId: MiniGameId, o: { page: number; perPage: number; day?: string | undefined }): Promise<DrawPage> {
  const dayStart = o.day ? new Date(`${o.day}T00:00:00+09:00`) : undefined;
  const where = and(
    eq(minigameRounds.prodId, prodId),
    dayStart ? gte(minigameRounds.drawsAt, dayStart) : undefined,
    dayStart ? lt(minigameRounds.drawsAt, new Date(dayStart.getTime() + 86_400_000)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    q
      .select({ result: minigameRounds.result })
      .from(minigameRounds)
      .where(where)
      .orderBy(desc(minigameRounds.round))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(minigameRounds)
      .where(where),
  ]);
  return { list: rows.map((r) => r.result as MiniResult), total: counted[0]?.n ?? 0 };
}
