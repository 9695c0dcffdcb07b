// The `sport` and `esport` markets of betProc (domain/bet-markets.ts): a slip's picks priced at the
// sandbox's now (prices walked on the clock: domain/sports-odds.ts), named by their market's words.
// A fixture past its scheduled end waits for the ticker (domain/sports-settle.ts): B9999 meanwhile.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { sportFixtures, sportMarkets, type BasePrice } from '../db/schema';
import { registerBetMarkets, type BetMarket, type BetSlip } from './bet-markets';
import type { NewFolder } from './bets';
import { marketWords, pickWords } from './sports-markets';
import { oddsStepMs, walkedOdds } from './sports-odds';

/**
 * Prices a sports or e-sports slip at `now`, or refuses it with one of betPlace's own codes: E001 for
 * a pick the board does not have (unknown, or an e-sports fixture on a sports slip and the other way
 * round: the member reloads the board and tries again), B9999 for a market that takes no bet now —
 * held, past its fixture's scheduled end (being settled) or settled.
 */
async function priceSlip(tx: Tx, slip: BetSlip, now: Date, esport: boolean) {
  const fixtureIds = [...new Set(slip.selections.map((s) => s.fixtureId ?? ''))];
  const marketIds = [...new Set(slip.selections.map((s) => s.marketId ?? ''))];
  const [fixtures, markets, stepMs] = await Promise.all([
    // shared locks: a settlement (FOR UPDATE) waits for this bet, or this bet for it (then refused)
    tx.select().from(sportFixtures).where(inArray(sportFixtures.fixtureId, fixtureIds)).for('share'),
    tx.select().from(sportMarkets).where(inArray(sportMarkets.marketId, marketIds)),
    oddsStepMs(tx),
  ]);
  const folders: NewFolder[] = [];
  for (const sel of slip.selections) {
    const f = fixtures.find((x) => x.fixtureId === sel.fixtureId);
    const m = markets.find((x) => x.marketId === sel.marketId && x.fixtureId === sel.fixtureId);
    const base = m?.odds.find((o: BasePrice) => o.key === sel.key);
    if (!f || !m || !base) return { refuse: 'E001' as const, msg: `no pick ${sel.fixtureId ?? '?'} / ${sel.marketId ?? '?'} / ${sel.key}` };
    if ((f.sport === 'esport') !== esport)
      return {
        refuse: 'E001' as const,
        msg: `${f.fixtureId} is ${esport ? 'not ' : ''}an e-sports fixture: bet it as ${esport ? 'sport' : 'esport'}`,
      };
    if (f.state !== 'open') return { refuse: 'B9999' as const, msg: `${f.fixtureId} is ${f.state}: its markets are closed` };
    if (now.getTime() >= f.endAt.getTime())
      return { refuse: 'B9999' as const, msg: `${f.fixtureId} has ended: its bets are being settled` };
    if (f.suspended || m.suspended) return { refuse: 'B9999' as const, msg: `${m.marketId} is held by the bookmaker for a moment` };
    folders.push({
      fixtureId: f.fixtureId,
      marketId: m.marketId,
      key: sel.key,
      odds: walkedOdds(base.odds, m.marketId, sel.key, now, stepMs),
      game: `${f.home} vs ${f.away}`,
      league: f.league,
      startAt: f.startAt,
      market: marketWords(m),
      pick: pickWords(f, m, sel.key),
    });
  }
  return { groupKey: esport ? 'esport' : 'sport', form: folders.length > 1 ? '다폴더' : '단폴더', folders };
}

const sportMarket = (esport: boolean): BetMarket => ({
  limits: 'sport',
  price: (tx, slip, _member, now) => priceSlip(tx, slip, now, esport),
});

registerBetMarkets({ sport: sportMarket(false), esport: sportMarket(true) });
