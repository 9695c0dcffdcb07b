// Games from state (domain/games.ts): a vendor's lobby (/api/game/getGameList) and the launch
// (/api/game/getGame), whose gameurl opens the sandbox game (domain/games-play.ts) at a path of the
// API's own origin: the site's dev and preview servers forward it to the sandbox, so the game window
// is on the site's origin (the client accepts its own origin besides https vendors: game-rules.ts).
import { launchRefusal, PLAY_PATH, startLaunch, vendorGames } from '../domain/games';
import { underMaintenance } from '../domain/maintenance';
import { memberAction } from '../idempotent';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

export const gameHandlers: Handlers = {
  async gameList(body, ctx) {
    if (await underMaintenance(ctx.db, ctx.now)) return fail('B0093');
    const list = await vendorGames(ctx.db, body.vendorCode);
    return list ? ok(list) : fail('B0091', `no vendor ${body.vendorCode} is open`);
  },

  async gameLaunch(body, ctx) {
    return memberAction(ctx, 'gameLaunch', body, async (tx, member) => {
      if (await underMaintenance(tx, ctx.now)) return fail('B0093');
      const found = await launchRefusal(tx, member, body);
      if ('code' in found) return fail(found.code, found.msg);
      const launch = await startLaunch(tx, member, found.game, sessionOf(ctx).token, ctx.now);
      return ok({ gameurl: `${PLAY_PATH}${launch.token}` });
    });
  },
};
