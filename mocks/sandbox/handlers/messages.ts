// messages operations, from state: the member's message box (list, read, mark read, read all,
// delete). Every answer that changes a read flag carries the unread count left, for the header. A
// message that is not the member's, deleted or never sent is NF01: nothing changes.
import { unreadCount } from '../domain/members';
import { DEFAULT_PAGE_SIZE, deleteMessages, expireMessages, messagePage, messageView, readAll, setRead } from '../domain/messages';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

export const messagesHandlers: Handlers = {
  async messageList(body, ctx) {
    const { member } = sessionOf(ctx);
    const page = body.page ?? 1;
    const perPage = body.count_per_list ?? DEFAULT_PAGE_SIZE;
    const { rows, total, unread } = await messagePage(ctx.db, member.memId, page, perPage, ctx.now);
    return ok({
      list: rows.map((m) => messageView(m)),
      pageInfo: { page, count_per_list: perPage, tatal_list_count: total },
      unreadCount: unread,
    });
  },

  async messageRead(body, ctx) {
    const { member } = sessionOf(ctx);
    const { row, unread } = await ctx.db.transaction(async (tx) => {
      // a message past the retention is no longer there to read
      await expireMessages(tx, ctx.now, member.memId);
      const r = await setRead(tx, member.memId, body.msgIdx, true, ctx.now);
      return { row: r, unread: await unreadCount(tx, member.memId) };
    });
    // not the member's, deleted, or never sent
    if (!row) return fail('NF01');
    return ok({ ...messageView(row, true), unreadCount: unread });
  },

  async messageUpdate(body, ctx) {
    const { member } = sessionOf(ctx);
    const result = await ctx.db.transaction(async (tx) => {
      const r = await setRead(tx, member.memId, body.msgIdx, body.readYn === 'Y', ctx.now);
      return r ? unreadCount(tx, member.memId) : undefined;
    });
    if (result === undefined) return fail('NF01');
    return ok({ unreadCount: result });
  },

  async messageReadAll(_body, ctx) {
    const { member } = sessionOf(ctx);
    const unread = await ctx.db.transaction(async (tx) => {
      await readAll(tx, member.memId, ctx.now);
      return unreadCount(tx, member.memId);
    });
    return ok({ unreadCount: unread });
  },

  async messageDelete(body, ctx) {
    const { member } = sessionOf(ctx);
    const result = await ctx.db.transaction(async (tx) => {
      const done = await deleteMessages(tx, member.memId, body.msgIdxList);
      return typeof done === 'string' ? done : unreadCount(tx, member.memId);
    });
    if (result === 'missing') return fail('NF01');
    if (result === 'unread') return fail('M002');
    return ok({ unreadCount: result });
  },
};
