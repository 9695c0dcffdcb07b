// Seed: the last 30 drawn rounds of each mini game before the moment of seeding (deterministic
// draws), so the results screens and the recent draws have history from the first visit. One batch
// insert; the rounds to come follow from the clock (domain/minigames.ts).
import type { Tx } from '../db/open';
import { minigameRounds } from '../db/schema';
import { MINI_GAMES } from '../domain/minigames-options';
import { makeResult } from '../domain/minigames-results';
import { roundAt, roundTimes } from '../domain/minigames-schedule';
import { getSetting } from '../settings';
import { createRng } from './time';

const PAST_ROUNDS = 30;

export async function seedMinigames(tx: Tx, now: Date): Promise<void> {
  // a reset keeps no table the members' truncation does not reach: start from no draws
  await tx.delete(minigameRounds);
  const all = await getSetting(tx, 'minigames');
  const rng = createRng(25_003);
  const random = (n: number) => rng.int(0, n - 1);
  const rows = MINI_GAMES.flatMap((prodId) => {
    const p = all[prodId];
    const last = roundAt(p, now) - 1;
    return Array.from({ length: PAST_ROUNDS }, (_, i) => {
      const t = roundTimes(p, last - i);
      return {
        prodId,
        round: t.round,
        opensAt: t.opensAt,
        closesAt: t.closesAt,
        drawsAt: t.endsAt,
        drawnAt: t.endsAt,
        result: makeResult(prodId, t.round, t.endsAt, {}, random),
        drawnBy: 'seed',
      };
    });
  });
  await tx.insert(minigameRounds).values(rows);
}
