// The main page's boards (/api/main) from what the sandbox's state holds: the best withdrawals of the
// Seoul day and of the last seven Seoul days are the completed withdrawals of the cash requests. The
// games, win rankings, jackpot and live video are domain/games-boards.ts's.
import { and, asc, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoul } from '../clock';
import type { Q } from '../db/open';
import { cashRequests } from '../db/schema';

type S = components['schemas'];

const DAY_MS = 86_400_000;
export const RANKING_SIZE = 5;

/** A member id as the main page shows it: its first two characters, then *** (ab***). */
export const maskId = (memId: string): string => `${memId.slice(0, 2)}***`;

/** The start of the Seoul day of `now`. */
export const seoulDayStart = (now: Date): Date => new Date(Date.parse(`${seoul(now).date}T00:00:00+09:00`));

/** The largest completed withdrawals processed from `from` to `to`, largest first. */
export async function bestWithdrawals(q: Q, from: Date, to: Date, size = RANKING_SIZE): Promise<S['RankingEntry'][]> {
  const rows = await q
    .select({ memId: cashRequests.memId, amount: cashRequests.amount })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.direction, 'out'),
        eq(cashRequests.status, '1'),
        isNotNull(cashRequests.processedAt),
        gte(cashRequests.processedAt, from),
        lte(cashRequests.processedAt, to),
      ),
    )
    .orderBy(desc(cashRequests.amount), asc(cashRequests.processedAt), asc(cashRequests.idx))
    .limit(size);
  return rows.map((r, i) => ({ rank: i + 1, memId: maskId(r.memId), amount: r.amount }));
}

/** What the main page's boards hold in state: the best withdrawals of the Seoul day and week. */
export async function mainBoards(q: Q, now: Date): Promise<Pick<S['MainData'], 'bestWithdrawalsToday' | 'bestWithdrawalsWeek'>> {
  const today = seoulDayStart(now);
  return {
    bestWithdrawalsToday: await bestWithdrawals(q, today, now),
    bestWithdrawalsWeek: await bestWithdrawals(q, new Date(today.getTime() - 6 * DAY_MS), now),
  };
}
