// The mini-game markets of betProc (domain/bet-markets.ts), one per game: a slip is priced on the
// open round only (E002 otherwise), B9999 while the member's bets of an earlier round are still
// settling, at the odds of the settings (a move since the page read them is the core's oddsChanged).
import { and, eq, ne } from 'drizzle-orm';
import { bets } from '../db/schema';
import type { MiniGameId } from '../settings';
import { registerBetMarkets, type BetMarket } from './bet-markets';
import { betNames, GAME_NAMES, GROUP_WORDS, MINI_GAMES, optionsOf } from './minigames-options';
import { isDrawn, productSettings, roundAt, roundRefOf, roundTimes } from './minigames-schedule';

const market = (prodId: MiniGameId): BetMarket => ({
  limits: 'mini',
  async price(tx, slip, member, now) {
    const p = await productSettings(tx, prodId);
    if (!p.enabled) return { refuse: 'B0091', msg: `${prodId} is switched off` };
    const t = roundTimes(p, roundAt(p, now));
    const round = slip.round ?? t.round;
    if (round !== t.round || now >= t.closesAt || (await isDrawn(tx, prodId, round)))
      return { refuse: 'E002', msg: `betting on ${prodId} round ${round} is closed (round ${t.round} is the one running)` };
    const settling = await tx
      .select({ betIdx: bets.betIdx })
      .from(bets)
      .where(
        and(eq(bets.memId, member.memId), eq(bets.gameType, prodId), eq(bets.state, 'bet'), ne(bets.roundRef, roundRefOf(prodId, round))),
      )
      .limit(1);
    if (settling.length > 0) return { refuse: 'B9999' };
    const defs = optionsOf(prodId);
    const folders = [];
    for (const s of slip.selections) {
      const d = defs.find((x) => x.key === s.key);
      if (!d) return { refuse: 'E001', msg: `${prodId} has no option "${s.key}"` };
      folders.push({
        key: d.key,
        odds: p.odds[d.key] ?? 1,
        game: `${GAME_NAMES[prodId].ko} ${round}회차`,
        market: GROUP_WORDS[d.group] ?? d.group,
        pick: d.word,
        startAt: t.endsAt,
      });
    }
    const first = defs.find((x) => x.key === slip.selections[0]?.key);
    return {
      groupKey: 'mini',
      form: betNames(prodId, first?.group).ko,
      gameNames: betNames(prodId, first?.group),
      roundRef: roundRefOf(prodId, round),
      folders,
    };
  },
});

registerBetMarkets(Object.fromEntries(MINI_GAMES.map((id) => [id, market(id)])));
