// A partner's settlements (docs/rules.md#partner-money; the figures domain/partner-figures.ts): the
// settlement lists with whether each row is reserved or paid, and the reserved payments of its
// sub-partners' rows (made, listed, cancelled; paid by the clock's ticker, domain/partner.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q, Tx } from '../db/open';
import { GAME_CATEGORIES, members, settlementReservations } from '../db/schema';
import type { MemberRow } from '../ledger';
import { seoulInstant } from './maintenance';
import { asc, desc, inOrder, matches, pageOf } from './lists';
import type { Refusal } from './partner';
import { reservationsOf, seoulDays, settlementFigures, settlementKey, within, type SettlementKind } from './partner-figures';
import { newestFirst } from './partner-reads';
import { loadTree, scopeOf, type Tree } from './partner-tree';

type S = components['schemas'];

/** The page of settlement rows: a sub-partner's row is its branch at its rates, a member's its own bets at the caller's. */
export async function settlementPage(q: Q, tree: Tree, body: S['PartnerSettlementListRequest'], kind: SettlementKind) {
  const whose = scopeOf(tree, body.memId).filter((id) => kind === 'members' || tree.nodes.get(id)?.row.partnerType);
  const figures = await settlementFigures(q, tree, whose, seoulDays(body.startDate, body.endDate), kind);
  const reserved = await reservationsOf(q, whose);
  const rows = figures
    .map(({ profit: _profit, ...f }) => {
      const r = reserved.get(settlementKey(f.memId, f.date, f.category));
      const node = tree.nodes.get(f.memId);
      return {
        ...f,
        memNick: node?.row.nick ?? f.memId,
        paidYn: r?.status === 'paid' ? ('Y' as const) : ('N' as const),
        reservedAt: r ? seoulDateTime(r.payAt) : null,
      };
    })
    .filter(
      (r) =>
        (!body.category || r.category === body.category) &&
        (!body.paidYn || r.paidYn === body.paidYn) &&
        matches(body.searchText, { memId: r.memId, nick: r.memNick }),
    );
  type Row = (typeof rows)[number];
  const { list, pageInfo } = pageOf(
    rows,
    body,
    {
      date: (r) => r.date,
      memId: (r) => r.memId,
      totalBet: (r) => r.totalBet,
      totalWin: (r) => r.totalWin,
      rolling: (r) => r.rolling,
      settlement: (r) => r.settlement,
    },
    inOrder(
      desc((r: Row) => r.date),
      asc((r: Row) => r.memId),
      asc((r: Row) => GAME_CATEGORIES.indexOf(r.category)),
    ),
  );
  const totals = rows.reduce(
    (t, r) => ({
      totalBet: t.totalBet + r.totalBet,
      totalWin: t.totalWin + r.totalWin,
      rolling: t.rolling + r.rolling,
      settlement: t.settlement + r.settlement,
    }),
    { totalBet: 0, totalWin: 0, rolling: 0, settlement: 0 },
  );
  return { list, pageInfo, totals };
}

/**
 * A partner reserves the payment of a sub-partner's settlement row (a member's row is the partner's
 * own earning, nothing to pay): once per row (C999 while one waits or was paid), the row's settlement
 * unless an amount is asked, paid at `payAt` (Seoul); undefined once reserved.
 */
export async function reserveSettlement(
  tx: Tx,
  me: MemberRow,
  body: S['SettlementReserveRequest'],
  now: Date,
): Promise<Refusal | undefined> {
  const { memId, settlementDate, category } = body;
  if (!memId || !settlementDate || !category) return { refuse: 'T999', msg: 'which settlement: memId, settlementDate and category' };
  const tree = await loadTree(tx, me.memId);
  if (!tree.nodes.has(memId)) return { refuse: 'T999', msg: `${memId} is not a sub-member` };
  if (!tree.nodes.get(memId)?.row.partnerType) return { refuse: 'T999', msg: `${memId} is not a sub-partner` };
  const taken = await tx
    .select()
    .from(settlementReservations)
    .where(
      and(
        eq(settlementReservations.memId, memId),
        eq(settlementReservations.settlementDate, settlementDate),
        eq(settlementReservations.category, category),
        inArray(settlementReservations.status, ['waiting', 'paid']),
      ),
    )
    .for('update');
  if (taken.length) return { refuse: 'C999', msg: 'already reserved or paid' };
  const [figure] = (await settlementFigures(tx, tree, [memId], seoulDays(settlementDate, settlementDate), 'partners')).filter(
    (f) => f.category === category,
  );
  const amount = body.amount ?? figure?.settlement ?? 0;
  if (amount <= 0) return { refuse: 'T999', msg: 'nothing to pay' };
  await tx.insert(settlementReservations).values({
    partnerId: me.memId,
    memId,
    settlementDate,
    category,
    amount,
    payAt: new Date(seoulInstant(body.payAt)),
    createdAt: now,
  });
  return undefined;
}

/** The page of the partner's reservations, each with its member's nickname. */
export async function reservationPage(q: Q, partnerId: string, body: S['SettlementReserveListRequest']) {
  const range = seoulDays(body.startDate, body.endDate);
  const rows = await q
    .select({ r: settlementReservations, nick: members.nick })
    .from(settlementReservations)
    .innerJoin(members, eq(members.memId, settlementReservations.memId))
    .where(
      and(
        eq(settlementReservations.partnerId, partnerId),
        body.status ? eq(settlementReservations.status, body.status) : undefined,
        within(settlementReservations.payAt, range),
      ),
    );
  type Row = (typeof rows)[number];
  const found = rows.filter((x) => matches(body.searchText, { memId: x.r.memId, nick: x.nick }));
  return pageOf(
    found,
    body,
    { payAt: (x) => x.r.payAt.getTime(), settlementDate: (x) => x.r.settlementDate, memId: (x) => x.r.memId, amount: (x) => x.r.amount },
    newestFirst(
      (x: Row) => x.r.payAt,
      (x: Row) => x.r.idx,
    ),
  );
}

/** A partner cancels its waiting reservation (C503 once paid, C999 once cancelled); undefined once cancelled. */
export async function cancelReservation(tx: Tx, partnerId: string, reserveIdx: number, now: Date): Promise<Refusal | undefined> {
  const r = (
    await tx
      .select()
      .from(settlementReservations)
      .where(and(eq(settlementReservations.idx, reserveIdx), eq(settlementReservations.partnerId, partnerId)))
      .for('update')
  )[0];
  if (!r) return { refuse: 'T999', msg: 'no such reservation of yours' };
  if (r.status === 'paid') return { refuse: 'C503' };
  if (r.status === 'cancelled') return { refuse: 'C999' };
  await tx.update(settlementReservations).set({ status: 'cancelled', doneAt: now }).where(eq(settlementReservations.idx, r.idx));
  return undefined;
}
