// Seed data: written once into an empty database (a fresh folder, or after --reset / POST
// /__sandbox/reset). Balances are given through the ledger (reason "seed"), like every other change.
import { count } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { members } from '../db/schema';
import { outsideUnitOfWork } from '../money-push';
import { seedAll } from './data';

/** Seeds when there is no member yet; returns whether it did. */
export async function seedIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(members);
  if ((rows[0]?.n ?? 0) > 0) return false;
  // a reseed from the console's reset tells nobody: its moves are outside the route's unit of work
  await outsideUnitOfWork(() => db.transaction((tx) => seedAll(tx, clock.now())));
  return true;
}
