// The games part of the main page (/api/main), from state: the new and the popular games of the
// enabled vendors (games.isNew / isPopular), the biggest wins of the last seven days (every kind of
// bet; the slots' own ranking from the slot rounds), the slot jackpot (the `gameBoards` setting's
// base plus its ‰ of every slot stake played) and the live video's address (the same setting).
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import type { Q } from '../db/open';
import { bets, games, gameVendors } from '../db/schema';
import { getSetting } from '../settings';
import { gameEntry } from './games';
import { maskId, RANKING_SIZE } from './main-boards';

type S = components['schemas'];

/** How many games each of the main page's game blocks shows. */
export const MAIN_GAMES = 8;
const WEEK_MS = 7 * 86_400_000;

async function flagged(q: Q, flag: 'isNew' | 'isPopular'): Promise<S['GameListEntry'][]> {
  const rows = await q
    .select({ g: games })
    .from(games)
    .innerJoin(gameVendors, eq(games.vendorCode, gameVendors.code))
    .where(and(eq(games[flag], true), eq(games.enabled, true), eq(gameVendors.enabled, true)))
    .orderBy(asc(games.ord), asc(gameVendors.groupCode), asc(gameVendors.ord))
    .limit(MAIN_GAMES);
  return rows.map((r) => gameEntry(r.g));
}

/** The biggest wins settled since `from` (of one game group, or of all), biggest first. */
export async function biggestWins(q: Q, from: Date, groupKey?: string): Promise<S['RankingEntry'][]> {
  const rows = await q
    .select({ memId: bets.memId, winCash: bets.winCash, names: bets.gameNames, form: bets.form })
    .from(bets)
    .where(and(eq(bets.state, 'win'), gte(bets.settledAt, from), groupKey ? eq(bets.groupKey, groupKey) : undefined))
    .orderBy(desc(bets.winCash), asc(bets.settledAt), asc(bets.betIdx))
    .limit(RANKING_SIZE);
  return rows.map((r, i) => {
    const names = r.names as { ko?: string; en?: string; vi?: string } | null;
    const gameName = names?.ko ?? r.form;
    // the game in each language the bet was named in (docs/rules.md#names)
    const gameNames = { ...names, ko: gameName };
    return { rank: i + 1, memId: maskId(r.memId), amount: r.winCash, gameName, gameNames };
  });
}

export async function gameBoards(
  q: Q,
  now: Date,
): Promise<Pick<S['MainData'], 'newGames' | 'popularGames' | 'ranking' | 'slotRanking' | 'slotJackpot' | 'liveVideoUrl'>> {
  const setting = await getSetting(q, 'gameBoards');
  const from = new Date(now.getTime() - WEEK_MS);
  const staked = await q
    .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(eq(bets.groupKey, 'slot'));
  return {
    newGames: await flagged(q, 'isNew'),
    popularGames: await flagged(q, 'isPopular'),
    ranking: await biggestWins(q, from),
    slotRanking: await biggestWins(q, from, 'slot'),
    slotJackpot: setting.jackpotBase + Math.floor((Number(staked[0]?.total ?? 0) * setting.jackpotPermille) / 1000),
    liveVideoUrl: setting.liveVideoUrl,
  };
}
