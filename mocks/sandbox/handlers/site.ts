// site operations, from the settings table (settings.ts; the console and the seed set them) and, for
// the live deposit/withdrawal list, from cash_requests.
import { desc, eq, sql } from 'drizzle-orm';
import { seoulDateTime } from '../clock';
import { cashRequests } from '../db/schema';
import { codeTable, gameCodesOf } from '../domain/site-codes';
import { getSetting } from '../settings';
import { ok, type Handlers } from './types';

/** How many recent completed requests the main page's live list shows. */
export const LIVE_CASH_ROWS = 10;

/** `ab***`: the first two characters of an id, the rest hidden (the contract's example). */
export const maskId = (memId: string): string => `${memId.slice(0, 2)}***`;

const byOrd = <T extends { ord?: number | undefined }>(rows: T[]): T[] => rows.slice().sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));

export const siteHandlers: Handlers = {
  async bankList(_body, ctx) {
    return ok(await getSetting(ctx.db, 'banks'));
  },

  async bannerList(_body, ctx) {
    return ok(byOrd(await getSetting(ctx.db, 'banners')));
  },

  async popupList(_body, ctx) {
    return ok(byOrd((await getSetting(ctx.db, 'popups')).guest));
  },

  async loginPopupList(_body, ctx) {
    return ok(byOrd((await getSetting(ctx.db, 'popups')).member));
  },

  async siteOption(_body, ctx) {
    return ok(await getSetting(ctx.db, 'siteOption'));
  },

  async siteCheckInfo(_body, ctx) {
    return ok(await getSetting(ctx.db, 'maintenance'));
  },

  async liveCashList(_body, ctx) {
    const done = sql`coalesce(${cashRequests.processedAt}, ${cashRequests.appliedAt})`;
    const rows = await ctx.db
      .select({
        memId: cashRequests.memId,
        amount: cashRequests.amount,
        direction: cashRequests.direction,
        at: sql<Date>`${done}`.mapWith(cashRequests.appliedAt),
      })
      .from(cashRequests)
      .where(eq(cashRequests.status, '1'))
      .orderBy(desc(done), desc(cashRequests.idx))
      .limit(LIVE_CASH_ROWS);
    return ok(rows.map((r) => ({ memId: maskId(r.memId), amount: r.amount, cashType: r.direction, regDate: seoulDateTime(r.at) })));
  },

  async commonCode(body, ctx) {
    return ok((await codeTable(ctx.db))(body.masterCode));
  },

  async gameCodes(body, ctx) {
    return ok(body.masterCode === 'game' ? await gameCodesOf(ctx.db, body.groupCode, body.code) : []);
  },

  async gameGroupCodes(_body, ctx) {
    return ok((await codeTable(ctx.db))('game'));
  },
};
