// Mini-game rounds: a row per round drawn (powerball, power ladder, speed keno, keno
// ladder), with its times and its result as the contract's MinigameResult. The rounds still to come
// are not rows: their numbers and times follow from the sandbox clock and each product's schedule
// (settings `minigames`, domain/minigames.ts); a round becomes a row when it is drawn, in the same
// transaction that settles its bets (bets.round_ref = `<prodId>:<round>`).
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const minigameRounds = pgTable(
  'minigame_rounds',
  {
    /** MinigameProduct: powerball, powerladder, speedkino, kinoladder. */
    prodId: text('prod_id').notNull(),
    round: integer('round').notNull(),
    opensAt: at('opens_at').notNull(),
    /** When betting on it closed. */
    closesAt: at('closes_at').notNull(),
    /** The round's scheduled end, the result's date (or the moment the console drew it). */
    drawsAt: at('draws_at').notNull(),
    /** When the sandbox drew it. */
    drawnAt: at('drawn_at').notNull(),
    /** MinigameResult (balls, powerball, numbers, sum, oddEven … start, lines), complete. */
    result: jsonb('result').notNull(),
    /** Who drew it: the clock (`tick`), the console (`console`) or the seed (`seed`). */
    drawnBy: text('drawn_by').notNull().default('tick'),
  },
  (t) => [primaryKey({ columns: [t.prodId, t.round] }), index('minigame_rounds_draws_idx').on(t.prodId, t.drawsAt)],
);
