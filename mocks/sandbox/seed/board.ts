// The seeded messages and board: messages read and unread in each member's language (messages.ts),
// the site's notices, events and FAQ entries (board-site-posts.ts), free-board posts with comments by
// seeded members (board-member-posts.ts), and 1:1 and bank-account inquiries answered and waiting
// (board-inquiries.ts), all dated from one seeded random source in the order written here.
import type { Tx } from '../db/open';
import { comments, messages, posts } from '../db/schema';
import { INQUIRIES } from './board-inquiries';
import { MEMBER_POSTS } from './board-member-posts';
import { SITE_POSTS } from './board-site-posts';
import { SEED_MEMBERS } from './members';
import { SEED_MESSAGES } from './messages';
import { createRng, later, MINUTE, seoulAt } from './time';

type MessageInsert = typeof messages.$inferInsert;
type PostInsert = typeof posts.$inferInsert;

export async function seedBoard(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(6);
  /** daysAgo 0: earlier today (minutes before the seed); otherwise during that Seoul day. */
  const when = (daysAgo: number, hh = rng.int(9, 22)): Date =>
    daysAgo === 0 ? new Date(now.getTime() - rng.int(30, 120) * MINUTE) : seoulAt(now, daysAgo, hh, rng.int(0, 59));
  /** Never after the seed's moment (a reply or a read a few hours after a late message). */
  const past = (d: Date): Date => (d.getTime() < now.getTime() ? d : later(now, -MINUTE));

  // messages: the older ones read, the newest one or two not
  const msgs: MessageInsert[] = [];
  for (const m of SEED_MEMBERS) {
    const texts = SEED_MESSAGES[m.lang];
    const count = m.memId === 'tester01' ? 7 : m.state === 'waiting' ? 1 : rng.int(2, 5);
    const unread = m.memId === 'tester01' ? 2 : m.state === 'waiting' ? 1 : rng.int(0, 2);
    const last = Math.max(1, m.joinedDaysAgo - 1);
    for (let i = 0; i < count; i++) {
      const daysAgo = Math.max(1, Math.round(last - ((last - 1) * i) / Math.max(1, count - 1)));
      const sentAt = when(daysAgo);
      const text = texts[i % texts.length] ?? texts[0];
      if (!text) continue;
      msgs.push({
        memId: m.memId,
        title: text.title,
        content: text.content,
        sentAt,
        readAt: i < count - unread ? past(later(sentAt, rng.int(5, 600) * MINUTE)) : null,
      });
    }
  }
  await tx.insert(messages).values(msgs);

  const site: PostInsert[] = SITE_POSTS.map((p) => ({
    boardType: p.boardType,
    category: p.category,
    title: p.title,
    content: p.content,
    pinned: p.pinned,
    views: p.boardType === 'faq' ? 0 : rng.int(50, 3_000),
    createdAt: when(p.daysAgo, 10),
  }));
  const inquiries: PostInsert[] = INQUIRIES.map((q) => {
    const createdAt = when(q.daysAgo);
    return {
      boardType: q.boardType,
      memId: q.memId,
      title: q.title,
      content: q.content,
      inquiryType: q.boardType === 'accountqna' ? 'bankAccount' : 'other',
      answer: q.answer,
      answeredAt: q.answer ? past(later(createdAt, rng.int(3, 90) * MINUTE)) : null,
      createdAt,
    };
  });
  const free: PostInsert[] = MEMBER_POSTS.map((p) => ({
    boardType: 'free',
    memId: p.memId,
    title: p.title,
    content: p.content,
    views: rng.int(5, 400),
    createdAt: when(p.daysAgo),
  }));
  const all = [...site, ...inquiries, ...free].sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  const inserted = await tx.insert(posts).values(all).returning({ idx: posts.idx, title: posts.title, createdAt: posts.createdAt });
  const idxOf = new Map(inserted.map((r) => [`${r.title}\u0000${r.createdAt.getTime()}`, r]));

  const cmts: (typeof comments.$inferInsert)[] = [];
  for (const [i, p] of MEMBER_POSTS.entries()) {
    const row = free[i];
    const post = row?.createdAt ? idxOf.get(`${p.title}\u0000${row.createdAt.getTime()}`) : undefined;
    if (!post) throw new Error(`seed: post "${p.title}" was not written`);
    for (const [n, [memId, content]] of p.comments.entries()) {
      const at = later(post.createdAt, (n + 1) * rng.int(10, 90) * MINUTE);
      cmts.push({ postIdx: post.idx, memId, content, createdAt: past(at) });
    }
  }
  if (cmts.length) await tx.insert(comments).values(cmts);
}
