// The seeded partner economy, so every partner screen of partner01 shows data:
// - rates down the tree partner01 → partner05 (each below the one above) and a few members' rolling;
//   partner03's were changed two hours before the seed (locked for the rest of the day's lock);
// - settled bets of the members under the tree in every category (casino, hotel casino, slot, mini),
//   over the last five Seoul days, placed and settled through the betting core (one cancelled);
// - a give, a take-back and a move by partner01, a paid and a cancelled settlement reservation, and
//   a waiting one due two days after the seed.
// Every one of these moves money through the ledger; a last `seed` row per member then brings each
// balance back to the member's seeded figure (seed/members.ts), so the documented balances hold
// (players get a float first, so no seeded bet is refused for want of cash).
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { members, settlementReservations, type GameCategory } from '../db/schema';
import { cancelBets, placeBet, settleFolders, settleWithAmount } from '../domain/bets';
import { recordTransfer, setRates } from '../domain/partner';
import { move, type MemberRow } from '../ledger';
import { createRng, DAY, HOUR, MINUTE, seoulAt, seoulDay } from './time';

type Rates = Record<GameCategory, [rolling: number, losing: number]>;

/** Rolling and losing rates in percent per partner (each not above its parent's). */
export const SEED_RATES: Record<string, Rates> = {
  partner01: { casino: [1.5, 40], hotel: [1.2, 35], slot: [3, 40], mini: [1.5, 30] },
  partner02: { casino: [1.2, 35], hotel: [1, 30], slot: [2.5, 35], mini: [1.2, 25] },
  partner03: { casino: [1, 30], hotel: [0.8, 25], slot: [2, 30], mini: [1, 20] },
  partner04: { casino: [0.8, 25], hotel: [0.6, 20], slot: [1.5, 25], mini: [0.8, 15] },
  partner05: { casino: [0.5, 20], hotel: [0.4, 15], slot: [1, 20], mini: [0.5, 10] },
  jihoon77: { casino: [0.3, 0], hotel: [0, 0], slot: [0.5, 0], mini: [0.2, 0] },
  sora1004: { casino: [0.3, 0], hotel: [0.2, 0], slot: [0.5, 0], mini: [0, 0] },
};

/** Who plays (normal members under the partners; not the tester logins other tests count on). */
const PLAYERS = ['jihoon77', 'sora1004', 'dokdo33', 'luckyseven', 'jameslee', 'minh01', 'lanvi02'];

const GAMES: Record<
  Exclude<GameCategory, 'mini'>,
  { vendorCode: string; form: string; names: { ko: string; en: string; vi: string } }[]
> = {
  casino: [
    { vendorCode: '1', form: '바카라', names: { ko: '바카라', en: 'Baccarat', vi: 'Baccarat' } },
    { vendorCode: '6', form: '룰렛', names: { ko: '룰렛', en: 'Roulette', vi: 'Roulette' } },
  ],
  hotel: [{ vendorCode: '401', form: '바카라', names: { ko: '바카라', en: 'Baccarat', vi: 'Baccarat' } }],
  slot: [
    { vendorCode: '200', form: 'Sugar Rush', names: { ko: '슈가 러쉬', en: 'Sugar Rush', vi: 'Cơn Sốt Đường' } },
    { vendorCode: '201', form: 'Hot Hot Fruit', names: { ko: '핫핫 프루트', en: 'Hot Hot Fruit', vi: 'Trái Cây Nóng' } },
  ],
};

const STAKES = [10_000, 20_000, 30_000, 50_000];

export async function seedPartner(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(25);
  for (const [memId, rates] of Object.entries(SEED_RATES)) {
    const changedAt = memId === 'partner03' ? new Date(now.getTime() - 2 * HOUR) : null;
    await setRates(
      tx,
      memId,
      Object.entries(rates).map(([category, [rollingRate, losingRate]]) => ({
        category: category as GameCategory,
        rollingRate,
        losingRate,
      })),
      changedAt,
    );
  }

  const touched = ['partner01', 'partner02', 'partner03', ...PLAYERS];
  const rows = await tx.select().from(members).where(inArray(members.memId, touched));
  const before = new Map(rows.map((m) => [m.memId, m.cash]));
  const byId = new Map(rows.map((m) => [m.memId, m]));
  const member = (id: string): MemberRow => {
    const m = byId.get(id);
    if (!m) throw new Error(`seed: no member ${id}`);
    return m;
  };

  // a float for the seeded bets (given back by the last row)
  for (const memId of PLAYERS)
    await move(tx, {
      memId,
      account: 'cash',
      amount: 1_000_000,
      reason: 'seed',
      txId: 'seed:partner',
      note: 'a float for the seeded bets',
    });

  // bets: each player three, in turn over the categories and the last five days (21 bets, every
  // category on several days; the fifth vendor round is cancelled)
  let round = 0;
  let rounds = 0;
  const cancelled: number[] = [];
  const CATEGORIES = ['casino', 'hotel', 'slot', 'mini'] as const;
  for (const [i, memId] of PLAYERS.entries()) {
    for (let k = 0; k < 3; k++) {
      const category = CATEGORIES[(i + k) % 4] ?? 'casino';
      const day = 1 + ((i + 2 * k) % 5);
      round++;
      const placedAt = seoulAt(now, day, 12 + ((i * 3 + k) % 10), rng.int(0, 59));
      const stake = rng.pick(STAKES);
      const lost = rng.chance(0.6);
      if (category === 'mini') {
        const odd = rng.chance(0.5);
        const { bet } = await placeBet(tx, {
          member: member(memId),
          groupKey: 'mini',
          gameType: 'powerball',
          gameNames: { ko: '파워볼', en: 'Powerball', vi: 'Powerball' },
          form: '파워볼',
          roundRef: `seed-partner:${round}`,
          stake,
          folders: [
            {
              key: odd ? 'pb_odd' : 'pb_even',
              odds: 1.95,
              game: `powerball round ${round}`,
              market: '파워볼 홀짝',
              pick: odd ? '홀' : '짝',
            },
          ],
          now: placedAt,
        });
        await settleFolders(tx, bet.betIdx, [{ folderIdx: 1, result: lost ? 'lose' : 'win' }], new Date(placedAt.getTime() + 5 * MINUTE));
        continue;
      }
      const game = rng.pick(GAMES[category]);
      const { bet } = await placeBet(tx, {
        member: member(memId),
        groupKey: category,
        gameType: category,
        vendorCode: game.vendorCode,
        gameNames: game.names,
        form: game.form,
        roundRef: `seed-partner:${round}`,
        stake,
        folders: [],
        now: placedAt,
      });
      if (++rounds === 5) {
        cancelled.push(bet.betIdx);
        continue;
      }
      const win = lost ? 0 : rng.chance(0.2) ? stake : stake * rng.pick([2, 2, 3]);
      await settleWithAmount(tx, bet.betIdx, win, new Date(placedAt.getTime() + MINUTE));
    }
  }
  await cancelBets(tx, cancelled, seoulAt(now, 1, 23, 0));

  // the float and the bets' net back out, so the transfers below show the seeded balances
  await restore(tx, before);

  // gives, take-backs and moves by partner01
  const transfers = [
    { type: 'give', from: 'partner01', to: 'partner02', amount: 300_000, daysAgo: 4, note: '운영 자금' },
    { type: 'takeback', from: 'jihoon77', to: 'partner01', amount: 50_000, daysAgo: 3, note: null },
    { type: 'move', from: 'sora1004', to: 'jameslee', amount: 20_000, daysAgo: 2, note: '회원 요청' },
    { type: 'give', from: 'partner01', to: 'luckyseven', amount: 30_000, daysAgo: 1, note: null },
  ] as const;
  for (const t of transfers) {
    const from = member(t.from);
    const to = member(t.to);
    await recordTransfer(tx, {
      partner: member('partner01'),
      type: t.type,
      from,
      to,
      amount: t.amount,
      note: t.note ?? undefined,
      now: seoulAt(now, t.daysAgo, 10, 30),
    });
  }

  // reservations: one paid (two ledger moves), one cancelled, one waiting
  const paidAt = seoulAt(now, 2, 12, 0);
  const [paid] = await tx
    .insert(settlementReservations)
    .values([
      {
        partnerId: 'partner01',
        memId: 'partner03',
        settlementDate: seoulDay(now, 3),
        category: 'casino',
        amount: 25_000,
        payAt: paidAt,
        status: 'paid',
        createdAt: seoulAt(now, 3, 9, 0),
        doneAt: paidAt,
      },
      {
        partnerId: 'partner01',
        memId: 'partner02',
        settlementDate: seoulDay(now, 3),
        category: 'slot',
        amount: 18_000,
        payAt: seoulAt(now, 1, 12, 0),
        status: 'cancelled',
        createdAt: seoulAt(now, 3, 9, 5),
        doneAt: seoulAt(now, 2, 15, 0),
      },
      {
        partnerId: 'partner01',
        memId: 'partner02',
        settlementDate: seoulDay(now, 2),
        category: 'casino',
        amount: 40_000,
        payAt: new Date(seoulAt(now, 0, 12, 0).getTime() + 2 * DAY),
        status: 'waiting',
        createdAt: seoulAt(now, 1, 9, 0),
      },
    ])
    .returning();
  if (paid) {
    const txId = `settlement:${paid.idx}`;
    await move(tx, { memId: 'partner01', account: 'cash', amount: -paid.amount, reason: 'settlement-paid', txId });
    await move(tx, { memId: 'partner03', account: 'cash', amount: paid.amount, reason: 'settlement-received', txId });
  }

  await restore(tx, before);
}

/** One `seed` row per member whose cash moved since `before`, bringing it back. */
async function restore(tx: Tx, before: Map<string, number>): Promise<void> {
  const after = await tx
    .select({ memId: members.memId, cash: members.cash })
    .from(members)
    .where(inArray(members.memId, [...before.keys()]));
  for (const a of after) {
    const delta = (before.get(a.memId) ?? a.cash) - a.cash;
    if (delta !== 0)
      await move(tx, {
        memId: a.memId,
        account: 'cash',
        amount: delta,
        reason: 'seed',
        txId: 'seed:partner',
        note: 'keeps the seeded balance (the partner economy was seeded after it)',
      });
  }
}
