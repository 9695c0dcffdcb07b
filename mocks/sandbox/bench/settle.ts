// `npm run bench` (scripts/bench/betting.mjs): the time to settle 10,000 open bets on one result.
// 1,000 members each hold 10 single bets on the running powerball round (placed through the
// betting core, stakes debited through the ledger); the round is then drawn the way the console's
// "draw now" draws it, which settles every bet and credits the winners in one transaction. Prints
// one JSON line: the figures, and the ledger's mismatches after (0 when the books agree).
// Run: `node --import tsx mocks/sandbox/bench/settle.ts [postgres://…]` (PGlite in memory without).
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { createClock } from '../clock';
import { openDatabase } from '../db/open';
import { bets, members } from '../db/schema';
import { placeBet } from '../domain/bets';
import { drawNow } from '../domain/minigames';
import { optionsFor } from '../domain/minigames-options';
import { productSettings, roundAt, roundRefOf } from '../domain/minigames-schedule';
import { auditLedger, lockMember, move } from '../ledger';
import { hashPassword } from '../passwords';
import type { Push } from '../push';

const MEMBERS = 1_000;
const PER_MEMBER = 10;
const STAKE = 5_000;

const silent: Push = { member: async () => 0, everyone: async () => 0, token: () => 0, topic: () => 0 };

async function main() {
  const url = process.argv[2];
  const database = await openDatabase(url ? { url, reset: true } : { dir: 'memory' });
  const { db } = database;
  try {
    const now = createClock().now();
    const passHash = hashPassword('secret12');
    const ids = Array.from({ length: MEMBERS }, (_, i) => `settle${String(i + 1).padStart(5, '0')}`);
    await db.insert(members).values(
      ids.map((memId, i) => ({
        memId,
        passHash,
        nick: `정산${i + 1}`,
        name: '벤치',
        phone: `010-7${String(Math.floor(i / 10_000)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
        bankName: '국민은행',
        bankAcc: `7${String(i + 1).padStart(11, '0')}`,
        state: 'normal' as const,
      })),
    );
    const p = await productSettings(db, 'powerball');
    const round = roundAt(p, now);
    const options = optionsFor('powerball', p).slice(0, PER_MEMBER);
    if (options.length < PER_MEMBER) throw new Error(`powerball has ${options.length} options, fewer than ${PER_MEMBER}`);
    const t0 = performance.now();
    for (const memId of ids) {
      await db.transaction(async (tx) => {
        await move(tx, { memId, account: 'cash', amount: STAKE * PER_MEMBER, reason: 'bench', txId: 'bench' });
        const member = await lockMember(tx, memId);
        if (!member) throw new Error(`no member ${memId}`);
        for (const o of options) {
          await placeBet(tx, {
            member,
            groupKey: 'mini',
            gameType: 'powerball',
            form: 'powerball',
            roundRef: roundRefOf('powerball', round),
            stake: STAKE,
            folders: [{ key: o.key, odds: o.odds, game: `powerball ${round}`, market: o.key, pick: o.key }],
            now,
          });
        }
      });
    }
    const placeMs = performance.now() - t0;
    const open = (await db.select({ n: count() }).from(bets).where(eq(bets.state, 'bet')))[0]?.n ?? 0;
    const t1 = performance.now();
    const drawn = await drawNow(db, silent, 'powerball', new Date(now.getTime() + 1_000));
    const settleMs = performance.now() - t1;
    const stillOpen = (await db.select({ n: count() }).from(bets).where(eq(bets.state, 'bet')))[0]?.n ?? 0;
    const mismatches = (await auditLedger(db)).length;
    console.log(
      JSON.stringify({
        database: database.kind,
        open,
        placeMs: Math.round(placeMs),
        settled: drawn?.settled ?? 0,
        paidMembers: drawn?.paid.length ?? 0,
        settleMs: Math.round(settleMs),
        stillOpen,
        mismatches,
      }),
    );
  } finally {
    await database.close();
  }
}

await main();
