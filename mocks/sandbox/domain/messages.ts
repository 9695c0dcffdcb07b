// A member's message box (docs/rules.md#data Message, docs/rules.md#states "unread messages cannot be deleted"): messages the
// console sends, read flags, deletion. The unread count is what the header shows (MSG push, data1).
// Retention (docs/rules.md#messages): the site's settings (siteOption msgKeepDays, msgMaxCount, the
// values the message box tells the member) keep a message that many days after it was sent and at
// most that many per member; the oldest beyond them leave the box, read or not — on the clock's
// ticker, when a message is sent and before the box is read.
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Db, Q } from '../db/open';
import { members, messages } from '../db/schema';
import type { Push } from '../push';
import { getSetting } from '../settings';
import { unreadCount } from './members';

type Message = components['schemas']['Message'];
type MessageRow = typeof messages.$inferSelect;

export const DEFAULT_PAGE_SIZE = 10;

const mine = (memId: string) => and(eq(messages.memId, memId), eq(messages.deleted, false));

export function messageView(m: MessageRow, withContent = false): Message {
  return {
    msgIdx: m.idx,
    title: m.title,
    ...(withContent ? { content: m.content } : {}),
    sendDate: seoulDateTime(m.sentAt),
    readYn: m.readAt ? 'Y' : 'N',
  };
}

const DAY = 86_400_000;

/** The site's retention: days a message is kept, and how many a member keeps (null: no limit set). */
export async function retentionOf(q: Q): Promise<{ days: number | null; max: number | null }> {
  const o = (await getSetting(q, 'siteOption')).siteOption;
  const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null);
  return { days: whole(o.msgKeepDays), max: whole(o.msgMaxCount) };
}

/**
 * Takes out of the box (one member's, or everyone's) the messages past the retention: sent more than
 * `days` before now, or older than the member's newest `max`. Returns the members who lost an
 * unread one (their header's count changed).
 */
export async function expireMessages(q: Q, now: Date, memId?: string): Promise<string[]> {
  const { days, max } = await retentionOf(q);
  const touched = new Set<string>();
  const gone = async (where: ReturnType<typeof and>) => {
    const rows = await q.update(messages).set({ deleted: true }).where(where).returning({ memId: messages.memId, readAt: messages.readAt });
    for (const r of rows) if (!r.readAt) touched.add(r.memId);
  };
  const whose = memId === undefined ? undefined : eq(messages.memId, memId);
  if (days !== null) await gone(and(eq(messages.deleted, false), lt(messages.sentAt, new Date(now.getTime() - days * DAY)), whose));
  if (max !== null) {
    const ranked = sql`(select idx from (select ${messages.idx} as idx, row_number() over (partition by ${messages.memId} order by ${messages.sentAt} desc, ${messages.idx} desc) as rn from ${messages} where ${messages.deleted} = false ${memId === undefined ? sql`` : sql`and ${messages.memId} = ${memId}`}) ranked where rn > ${max})`;
    await gone(and(eq(messages.deleted, false), sql`${messages.idx} in ${ranked}`, whose));
  }
  return [...touched];
}

/** One page of the member's messages, newest first, with the count of every message and of the unread ones. */
export async function messagePage(q: Q, memId: string, page: number, perPage: number, now: Date) {
  await expireMessages(q, now, memId);
  const [rows, total, unread] = await Promise.all([
    q
      .select()
      .from(messages)
      .where(mine(memId))
      .orderBy(desc(messages.sentAt), desc(messages.idx))
      .limit(perPage)
      .offset((page - 1) * perPage),
    q.select({ n: count() }).from(messages).where(mine(memId)),
    unreadCount(q, memId),
  ]);
  return { rows, total: total[0]?.n ?? 0, unread };
}

/** The member's message (not deleted), or undefined. */
export async function messageOf(q: Q, memId: string, idx: number): Promise<MessageRow | undefined> {
  return (
    await q
      .select()
      .from(messages)
      .where(and(mine(memId), eq(messages.idx, idx)))
  )[0];
}

/** Sets or clears the read flag of one of the member's messages; the row after, or undefined when it is not theirs. */
export async function setRead(q: Q, memId: string, idx: number, read: boolean, now: Date): Promise<MessageRow | undefined> {
  const found = await messageOf(q, memId, idx);
  if (!found) return undefined;
  if (Boolean(found.readAt) === read) return found;
  const rows = await q
    .update(messages)
    .set({ readAt: read ? now : null })
    .where(eq(messages.idx, idx))
    .returning();
  return rows[0];
}

export async function readAll(q: Q, memId: string, now: Date): Promise<void> {
  await q
    .update(messages)
    .set({ readAt: now })
    .where(and(mine(memId), isNull(messages.readAt)));
}

/**
 * Deletes the member's messages `ids`, all or none: one that is not the member's, deleted already or
 * never sent refuses the whole request ('missing'), and so does an unread one ('unread').
 */
export async function deleteMessages(q: Q, memId: string, ids: number[]): Promise<'missing' | 'unread' | number> {
  const unique = [...new Set(ids)];
  const rows = await q
    .select({ idx: messages.idx, readAt: messages.readAt })
    .from(messages)
    .where(and(mine(memId), inArray(messages.idx, unique)));
  if (rows.length !== unique.length) return 'missing';
  if (rows.some((r) => !r.readAt)) return 'unread';
  if (!rows.length) return 0;
  const gone = await q
    .update(messages)
    .set({ deleted: true })
    .where(
      inArray(
        messages.idx,
        rows.map((r) => r.idx),
      ),
    )
    .returning({ idx: messages.idx });
  return gone.length;
}

/** Who a console message goes to: one member, or "*" for every normal member. */
export async function recipients(q: Q, target: string): Promise<string[]> {
  const rows = await q
    .select({ memId: members.memId })
    .from(members)
    .where(target === '*' ? eq(members.state, 'normal') : eq(members.memId, target));
  return rows.map((r) => r.memId);
}

/** Writes one message to each member; returns each new message with the member's unread count after it. */
export async function sendMessages(
  q: Q,
  memIds: string[],
  m: { title: string; content: string },
  now: Date,
): Promise<{ memId: string; msgIdx: number; unreadCount: number }[]> {
  if (!memIds.length) return [];
  const rows = await q
    .insert(messages)
    .values(memIds.map((memId) => ({ memId, title: m.title, content: m.content, sentAt: now })))
    .returning({ memId: messages.memId, idx: messages.idx });
  // a new message pushes the oldest beyond the retention out
  for (const memId of new Set(rows.map((r) => r.memId))) await expireMessages(q, now, memId);
  const out: { memId: string; msgIdx: number; unreadCount: number }[] = [];
  for (const r of rows) out.push({ memId: r.memId, msgIdx: r.idx, unreadCount: await unreadCount(q, r.memId) });
  return out;
}

/** MSG to the member's live sessions: the header's unread count (data1). */
export const pushUnread = (push: Push, q: Q, memId: string, unread: number): Promise<number> =>
  push.member(q, memId, { cmd: 'MSG', data1: String(unread) });

/** Expires the messages whose time is up and pushes each touched member's unread count (the messages ticker). */
export async function expireDue(db: Db, push: Push, now: Date): Promise<void> {
  const touched = await expireMessages(db, now);
  for (const memId of touched) await pushUnread(push, db, memId, await unreadCount(db, memId));
}
