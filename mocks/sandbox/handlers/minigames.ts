// Mini-game operations from state (domain/minigames.ts): the running round of a game with its
// countdown and options (/api/minigame/slots/{prodId}/{type}) and the drawn rounds, page by page
// (/api/minigame/powerballResult). Betting on a round goes through /api/bet/betProc (handlers/bets.ts),
// priced by the mini-game markets this import registers.
// the mini-game markets of betProc
import '../domain/minigames-bets';
import { drawsOf } from '../domain/minigames-history';
import { isMiniGame, MINI_VARIANTS } from '../domain/minigames-options';
import { currentRound, productSettings } from '../domain/minigames-schedule';
import { underMaintenance } from '../domain/maintenance';
import { ok, type Handlers } from './types';
import { fail } from '../context';

const PER_PAGE = 10;

export const minigameHandlers: Handlers = {
  async minigameRound(_body, ctx) {
    const { prodId = '', type = '' } = ctx.params;
    if (!isMiniGame(prodId) || !MINI_VARIANTS.includes(type)) return fail('B0091', `no mini game ${prodId}/${type}`);
    if (await underMaintenance(ctx.db, ctx.now)) return fail('B0093');
    if (!(await productSettings(ctx.db, prodId)).enabled) return fail('B0091', `${prodId} is switched off`);
    return ok(await currentRound(ctx.db, prodId, type, ctx.now));
  },

  async powerballResults(body, ctx) {
    const prodId = body.prodId ?? 'powerball';
    const page = body.page ?? 1;
    const { list, total } = await drawsOf(ctx.db, prodId, { page, perPage: PER_PAGE, day: body.date });
    return ok({ list, pageInfo: { page, count_per_list: PER_PAGE, tatal_list_count: total } });
  },
};
