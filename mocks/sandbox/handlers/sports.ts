// Sports operations from state: the board of each menu (/api/sport/fixtures, prices
// walked on the sandbox's clock; the site polls it: live every 5 s, the rest every minute), the
// results of settled fixtures (/api/sport/results), and the reads of every kind of bet — the betting
// history, a bet's detail and win/lose by day. Loading this module registers the `sport` and `esport`
// markets of betProc (domain/sports-bets) and the `sports` ticker (domain/sports-settle), and the
// `sports-schedule` ticker (domain/sports-roster).
import { betDetail, betList, winLose } from '../domain/bet-reads';
import { underMaintenance } from '../domain/maintenance';
// the `sport` and `esport` markets of betProc
import '../domain/sports-bets';
import { board } from '../domain/sports-board';
import { results } from '../domain/sports-results';
// the ticker that keeps the board stocked
import '../domain/sports-roster';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

export const sportsHandlers: Handlers = {
  async sportFixtures(body, ctx) {
    sessionOf(ctx);
    if (await underMaintenance(ctx.db, ctx.now)) return fail('B0093');
    return ok(await board(ctx.db, body, ctx.now));
  },

  async sportResults(body, ctx) {
    sessionOf(ctx);
    return ok(await results(ctx.db, body));
  },

  async betList(body, ctx) {
    const { member } = sessionOf(ctx);
    return ok(await betList(ctx.db, member.memId, body, ctx.now));
  },

  async betDetail(body, ctx) {
    const { member } = sessionOf(ctx);
    const detail = await betDetail(ctx.db, member.memId, body.betIdx);
    // another member's bet, or none: NF01, the same answer either way
    return detail ? ok(detail) : fail('NF01');
  },

  async winLose(body, ctx) {
    const { member } = sessionOf(ctx);
    return ok(await winLose(ctx.db, member.memId, body, ctx.now));
  },
};
