// Betting operations from state: /api/bet/betProc places a slip priced by its market
// (domain/bet-markets) after the checks of docs/rules.md#errors in order — maintenance (B0093), permission
// (B1001 / B1002), the market's own refusals (B9999 …), moved prices (oddsChanged per the slip's
// policy), the level's limits (B6001–B6003), a duplicate of an open bet (B6005), funds (B6000) —
// and /api/bet/limits says the level's limits.
import { and, eq, inArray } from 'drizzle-orm';
import { betFolders, bets } from '../db/schema';
import type { Tx } from '../db/open';
import { BET_MARKETS, type BetSlip, type PricedSlip } from '../domain/bet-markets';
import { limitRefusal, limitsFor, memberRefusal, payout, placeBet } from '../domain/bets';
import { underMaintenance } from '../domain/maintenance';
import { overLimit } from '../domain/safety';
import { memberAction } from '../idempotent';
import { InsufficientFunds, type MemberRow } from '../ledger';
import { ok, type Handlers } from './types';
import { fail, sessionOf, type Ctx } from '../context';

const pickOf = (f: { fixtureId?: string | null | undefined; marketId?: string | null | undefined; key: string }) =>
  `${f.fixtureId ?? ''}|${f.marketId ?? ''}|${f.key}`;

/** The same picks as an open bet of the member's on the same game (and round): B6005. */
async function isDuplicate(tx: Tx, member: MemberRow, slip: BetSlip, priced: PricedSlip): Promise<boolean> {
  const open = await tx
    .select({ betIdx: bets.betIdx, roundRef: bets.roundRef })
    .from(bets)
    .where(and(eq(bets.memId, member.memId), eq(bets.gameType, slip.gameType), eq(bets.state, 'bet')));
  const same = open.filter((b) => (b.roundRef ?? null) === (priced.roundRef ?? null)).map((b) => b.betIdx);
  if (same.length === 0) return false;
  const folders = await tx.select().from(betFolders).where(inArray(betFolders.betIdx, same));
  const wanted = priced.folders.map(pickOf).sort().join('\n');
  const byBet = new Map<number, string[]>();
  for (const f of folders) byBet.set(f.betIdx, [...(byBet.get(f.betIdx) ?? []), pickOf(f)]);
  return [...byBet.values()].some((picks) => picks.sort().join('\n') === wanted);
}

/** The picks whose price moved since the member saw it, per the slip's policy (empty = take the bet). */
function refusedChanges(slip: BetSlip, priced: PricedSlip) {
  const moved = slip.selections.flatMap((s, i) => {
    const now = priced.folders[i]?.odds;
    return now === undefined || now === s.odds
      ? []
      : [
          {
            ...(s.fixtureId ? { fixtureId: s.fixtureId } : {}),
            ...(s.marketId ? { marketId: s.marketId } : {}),
            key: s.key,
            odds: s.odds,
            newOdds: now,
          },
        ];
  });
  const policy = slip.oddsPolicy ?? 'none';
  if (policy === 'any') return [];
  if (policy === 'higher') return moved.some((m) => m.newOdds < m.odds) ? moved : [];
  return moved;
}

export const betHandlers: Handlers = {
  async betPlace(body, ctx: Ctx) {
    return memberAction(ctx, 'betPlace', body, async (tx, member) => {
      if (await underMaintenance(tx, ctx.now)) return fail('B0093');
      const refusal = memberRefusal(member);
      if (refusal) return fail(refusal);
      // safer gambling limits: a loss limit could be lost whole by this stake
      const loss = await overLimit(tx, member.memId, 'loss', body.betAmount, ctx.now);
      if (loss) return { code: 'RG12' as const, data: loss };
      const stake = await overLimit(tx, member.memId, 'stake', body.betAmount, ctx.now);
      if (stake) return { code: 'RG11' as const, data: stake };
      const market = BET_MARKETS[body.gameType];
      if (!market) return fail('B0091', `no game "${body.gameType}" takes bets here`);
      const priced = await market.price(tx, body, member, ctx.now);
      if ('refuse' in priced) return fail(priced.refuse, priced.msg);
      const changes = refusedChanges(body, priced);
      if (changes.length > 0) return ok({ status: 'oddsChanged' as const, changes });
      const limit = await limitsFor(tx, member.level, market.limits);
      if (priced.folders.length > limit.maxFolders)
        return fail('B6002', `at most ${limit.maxFolders} picks on one slip at level ${member.level}`);
      const limited = limitRefusal(limit, body.betAmount, payout(body.betAmount, priced.folders));
      if (limited) return fail(limited);
      if (await isDuplicate(tx, member, body, priced)) return fail('B6005');
      if (member.cash < body.betAmount) return fail('B6000');
      try {
        const { bet, balance } = await placeBet(tx, {
          member,
          groupKey: priced.groupKey,
          gameType: body.gameType,
          form: priced.form,
          gameNames: priced.gameNames,
          roundRef: priced.roundRef,
          stake: body.betAmount,
          folders: priced.folders,
          now: ctx.now,
        });
        return ok({
          status: 'accepted' as const,
          betIdx: bet.betIdx,
          cashAmt: balance,
          totalOdds: bet.totalOdds,
          potentialWin: bet.potentialWin,
          selections: priced.folders.map((f) => ({
            ...(f.fixtureId ? { fixtureId: f.fixtureId } : {}),
            ...(f.marketId ? { marketId: f.marketId } : {}),
            key: f.key,
            odds: f.odds,
          })),
        });
      } catch (err) {
        if (err instanceof InsufficientFunds) return fail('B6000');
        throw err;
      }
    });
  },

  async betLimits(_body, ctx) {
    const { member } = sessionOf(ctx);
    const [sport, mini] = await Promise.all([limitsFor(ctx.db, member.level, 'sport'), limitsFor(ctx.db, member.level, 'mini')]);
    return ok({
      level: member.level,
      limits: [
        { gameType: 'sport' as const, ...sport },
        { gameType: 'mini' as const, ...mini },
      ],
    });
  },
};
