// The boards (docs/rules.md#data Board post, docs/rules.md#states board upload): the site's notices, events and FAQ (the console
// writes them), the members' free board, and each member's own inquiries (1:1 qna and deposit-account
// accountqna), which wait until the console answers them. Comments on posts.
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { comments, members, posts } from '../db/schema';

type S = components['schemas'];
export type BoardType = S['BoardType'];
export type Category = S['BoardPost']['category'];
type PostRow = typeof posts.$inferSelect;

/** What the list and the detail show as the writer of the site's own posts. */
export const SITE_WRITER = '운영자';

/** The boards a member writes on; the others are the site's (the console writes notices, events, FAQ). */
export const MEMBER_BOARDS: readonly BoardType[] = ['free', 'qna', 'accountqna'];
/** Boards whose posts are a member's inquiries: each member sees only their own, waiting until answered. */
export const INQUIRY_BOARDS: readonly BoardType[] = ['qna', 'accountqna'];
/** Boards the console writes, and the category a post of each gets. */
export const SITE_BOARDS = { notice: 'notice', event: 'event', faq: 'normal' } as const satisfies Partial<Record<BoardType, Category>>;

export const isInquiryBoard = (b: string): boolean => (INQUIRY_BOARDS as readonly string[]).includes(b);

/** The stored boards a board's list shows: the notice board carries the site's events too (its event tab). */
const shownOn = (boardType: BoardType): string[] => (boardType === 'notice' ? ['notice', 'event'] : [boardType]);

/** The posts of a board the member may see, in the board's order of writing. */
function visible(boardType: BoardType, viewer: string): SQL | undefined {
  return and(
    inArray(posts.boardType, shownOn(boardType)),
    eq(posts.hidden, false),
    isInquiryBoard(boardType) ? eq(posts.memId, viewer) : undefined,
  );
}

/** The board's visible posts, each with its number in the list (1 for the oldest). */
const numbered = (q: Q, boardType: BoardType, viewer: string) =>
  q
    .select({
      ...getTableColumns(posts),
      num: sql<number>`row_number() over (order by ${posts.createdAt}, ${posts.idx})`.mapWith(Number).as('num'),
    })
    .from(posts)
    .where(visible(boardType, viewer))
    .as('numbered');

export const statusOf = (p: Pick<PostRow, 'boardType' | 'answer'>): NonNullable<S['BoardPost']['status']> =>
  isInquiryBoard(p.boardType) ? (p.answer === null ? 'waiting' : 'answered') : 'posted';

export function postView(
  p: PostRow,
  extra: { num: number; nick: string | null; commentCount: number; withContent: boolean },
): S['BoardPost'] {
  return {
    boardIdx: p.idx,
    boardNum: extra.num,
    boardType: p.boardType,
    category: p.category,
    title: p.title,
    ...(extra.withContent ? { content: p.content } : {}),
    status: statusOf(p),
    ...(p.inquiryType ? { inquiryType: p.inquiryType } : {}),
    ...(p.memId ? { memId: p.memId } : {}),
    memNick: p.memId ? (extra.nick ?? p.memId) : SITE_WRITER,
    regDate: seoulDateTime(p.createdAt),
    commentCount: extra.commentCount,
    viewCount: p.views,
  };
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListQuery {
  page: number;
  perPage: number;
  searchType?: 'title' | 'content' | 'writer' | undefined;
  searchText?: string | undefined;
  memId?: string | undefined;
  category?: Category | undefined;
}

/** One page of a board as `viewer` sees it, newest first, and how many posts match. */
export async function boardPage(
  q: Q,
  boardType: BoardType,
  viewer: string,
  l: ListQuery,
): Promise<{ list: S['BoardPost'][]; total: number }> {
  const n = numbered(q, boardType, viewer);
  const text = l.searchText?.trim();
  const pattern = text ? containing(text) : undefined;
  const where = and(
    pattern && (l.searchType ?? 'title') === 'title' ? ilike(n.title, pattern) : undefined,
    pattern && l.searchType === 'content' ? ilike(n.content, pattern) : undefined,
    pattern && l.searchType === 'writer'
      ? or(ilike(members.nick, pattern), ilike(n.memId, pattern), and(isNull(n.memId), ilike(sql`${SITE_WRITER}::text`, pattern)))
      : undefined,
    l.memId ? eq(n.memId, l.memId) : undefined,
    l.category ? eq(n.category, l.category) : undefined,
  );
  const [rows, total] = await Promise.all([
    q
      .select()
      .from(n)
      .leftJoin(members, eq(members.memId, n.memId))
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.idx))
      .limit(l.perPage)
      .offset((l.page - 1) * l.perPage),
    q.select({ n: count() }).from(n).leftJoin(members, eq(members.memId, n.memId)).where(where),
  ]);
  const counts = await commentCounts(
    q,
    rows.map((r) => r.numbered.idx),
  );
  // the FAQ shows its answers in the list (a question opens without a call)
  const withContent = boardType === 'faq';
  return {
    list: rows.map(({ numbered: p, members: m }) =>
      postView(p, { num: p.num, nick: m?.nick ?? null, commentCount: counts.get(p.idx) ?? 0, withContent }),
    ),
    total: total[0]?.n ?? 0,
  };
}

async function commentCounts(q: Q, idxs: number[]): Promise<Map<number, number>> {
  if (!idxs.length) return new Map();
  const rows = await q
    .select({ postIdx: comments.postIdx, n: count() })
    .from(comments)
    .where(inArray(comments.postIdx, idxs))
    .groupBy(comments.postIdx);
  return new Map(rows.map((r) => [r.postIdx, r.n]));
}

export interface PostDetail {
  post: S['BoardPost'];
  /** The bets attached to it (their ids; the caller reads them as the betting history shows them). */
  betIds: number[];
  answer: string | null;
  comments: S['BoardComment'][];
  prev: S['BoardNeighbour'] | null;
  next: S['BoardNeighbour'] | null;
}

/** One post of the board as `viewer` sees it (its view count goes up), or undefined when they cannot see it. */
export async function readPost(q: Q, boardType: BoardType, viewer: string, idx: number): Promise<PostDetail | undefined> {
  const n = numbered(q, boardType, viewer);
  const found = (await q.select().from(n).leftJoin(members, eq(members.memId, n.memId)).where(eq(n.idx, idx)))[0];
  if (!found) return undefined;
  const views = await q
    .update(posts)
    .set({ views: sql`${posts.views} + 1` })
    .where(eq(posts.idx, idx))
    .returning({ views: posts.views });
  const here = sql`(select ${posts.createdAt}, ${posts.idx} from ${posts} where ${posts.idx} = ${idx})`;
  const neighbour = async (older: boolean) =>
    (
      await q
        .select({ boardIdx: posts.idx, title: posts.title })
        .from(posts)
        .where(
          and(
            visible(boardType, viewer),
            older ? sql`(${posts.createdAt}, ${posts.idx}) < ${here}` : sql`(${posts.createdAt}, ${posts.idx}) > ${here}`,
          ),
        )
        .orderBy(...(older ? [desc(posts.createdAt), desc(posts.idx)] : [asc(posts.createdAt), asc(posts.idx)]))
        .limit(1)
    )[0] ?? null;
  const cs = await commentsOf(q, idx);
  const post = { ...found.numbered, views: views[0]?.views ?? found.numbered.views };
  return {
    post: postView(post, { num: post.num, nick: found.members?.nick ?? null, commentCount: cs.length, withContent: true }),
    betIds: post.betIds,
    answer: post.answer,
    comments: cs,
    prev: await neighbour(true),
    next: await neighbour(false),
  };
}

export async function commentsOf(q: Q, postIdx: number): Promise<S['BoardComment'][]> {
  const rows = await q
    .select({ c: comments, nick: members.nick })
    .from(comments)
    .leftJoin(members, eq(members.memId, comments.memId))
    .where(eq(comments.postIdx, postIdx))
    .orderBy(asc(comments.createdAt), asc(comments.idx));
  return rows.map(({ c, nick }) => ({
    cmtIdx: c.idx,
    content: c.content,
    regId: c.memId,
    ...(nick ? { memNick: nick } : {}),
    regDate: seoulDateTime(c.createdAt),
  }));
}

/** A post a member may comment on: one that is shown and is not an inquiry (the staff answer those). */
export async function commentablePost(q: Q, idx: number): Promise<PostRow | undefined> {
  const row = (
    await q
      .select()
      .from(posts)
      .where(and(eq(posts.idx, idx), eq(posts.hidden, false)))
  )[0];
  return row && !isInquiryBoard(row.boardType) ? row : undefined;
}

export async function writePost(
  q: Q,
  p: {
    boardType: string;
    category?: Category | undefined;
    memId: string | null;
    title: string;
    content: string;
    inquiryType?: 'bankAccount' | 'other' | null | undefined;
    pinned?: boolean | undefined;
    /** The writer's own bets attached to a free-board post (checked by the caller). */
    betIds?: readonly number[] | undefined;
  },
  now: Date,
): Promise<number> {
  const rows = await q
    .insert(posts)
    .values({
      boardType: p.boardType,
      category: p.category ?? 'normal',
      memId: p.memId,
      title: p.title,
      content: p.content,
      inquiryType: p.inquiryType ?? null,
      pinned: p.pinned ?? false,
      betIds: [...(p.betIds ?? [])],
      createdAt: now,
    })
    .returning({ idx: posts.idx });
  const idx = rows[0]?.idx;
  if (idx === undefined) throw new Error('sandbox: a post was not written');
  return idx;
}

export async function writeComment(q: Q, c: { postIdx: number; memId: string; content: string }, now: Date): Promise<number> {
  const rows = await q
    .insert(comments)
    .values({ ...c, createdAt: now })
    .returning({ idx: comments.idx });
  const idx = rows[0]?.idx;
  if (idx === undefined) throw new Error('sandbox: a comment was not written');
  return idx;
}

/** The inquiries for the console, newest first: waiting (not answered yet), answered, or all. */
export async function inquiries(q: Q, status?: 'waiting' | 'answered', memId?: string) {
  return q
    .select()
    .from(posts)
    .where(
      and(
        inArray(posts.boardType, [...INQUIRY_BOARDS]),
        status === 'waiting' ? isNull(posts.answer) : status === 'answered' ? isNotNull(posts.answer) : undefined,
        memId ? eq(posts.memId, memId) : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.idx));
}

/** The console answers an inquiry (again, to correct it); the row after, or undefined when there is no such inquiry. */
export async function answerInquiry(q: Q, idx: number, answer: string, now: Date): Promise<PostRow | undefined> {
  const rows = await q
    .update(posts)
    .set({ answer, answeredAt: now })
    .where(and(eq(posts.idx, idx), inArray(posts.boardType, [...INQUIRY_BOARDS])))
    .returning();
  return rows[0];
}

/** The main page's notices: the site's notices and events the console pinned, newest first. */
export async function mainNotices(q: Q, limit = 10): Promise<S['NoticeSummary'][]> {
  const rows = await q
    .select()
    .from(posts)
    .where(and(inArray(posts.boardType, shownOn('notice')), eq(posts.pinned, true), eq(posts.hidden, false)))
    .orderBy(desc(posts.createdAt), desc(posts.idx))
    .limit(limit);
  return rows.map((p) => ({ boardIdx: p.idx, title: p.title, category: p.category, regDate: seoulDateTime(p.createdAt) }));
}
