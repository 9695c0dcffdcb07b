// The console's board routes (declared in console/decl/board.ts): messages to members, the members'
// inquiries and their answers, the site's posts (notices, events, FAQ).
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { answerInquiry, inquiries, SITE_BOARDS, writePost } from '../domain/board';
import { pushUnread, recipients, sendMessages } from '../domain/messages';
import { inquiryAnswer, inquiryList, sendMessage, writeSitePost } from './decl/board';
import { defineRoute, pick, type ConsoleRoute } from './route';

export const boardRoutes: ConsoleRoute[] = [
  defineRoute(sendMessage, async ({ body: { memId, title, content }, deps: { database, clock, push } }) => {
    const { db } = database;
    const sent = await db.transaction(async (tx) => {
      const to = await recipients(tx, memId);
      if (!to.length) throw new HttpError(404, memId === '*' ? 'no normal member to send to' : `no member ${memId}`);
      return sendMessages(tx, to, { title, content }, clock.now());
    });
    for (const s of sent) await pushUnread(push, db, s.memId, s.unreadCount);
    return { body: { sent: sent.length, rows: sent } };
  }),
  defineRoute(inquiryList, async ({ query: { status, memId }, deps: { database } }) => {
    const rows = await inquiries(database.db, status, memId);
    return {
      body: {
        rows: rows.map((p) => ({
          ...pick(p, ['idx', 'boardType', 'memId', 'title', 'content', 'inquiryType', 'answer']),
          answeredAt: p.answeredAt ? seoulDateTime(p.answeredAt) : null,
          createdAt: seoulDateTime(p.createdAt),
        })),
      },
    };
  }),
  defineRoute(inquiryAnswer, async ({ params: { idx }, body: { answer }, deps: { database, clock } }) => {
    const row = await answerInquiry(database.db, idx, answer, clock.now());
    if (!row) throw new HttpError(404, `no inquiry ${idx}`);
    return {
      body: {
        idx: row.idx,
        status: 'answered' as const,
        answer: row.answer,
        answeredAt: row.answeredAt ? seoulDateTime(row.answeredAt) : null,
      },
    };
  }),
  defineRoute(writeSitePost, async ({ body: { boardType, title, content, pinned, category }, deps: { database, clock } }) => {
    const idx = await writePost(
      database.db,
      { boardType, category: category ?? SITE_BOARDS[boardType], memId: null, title, content, pinned },
      clock.now(),
    );
    return { body: { idx } };
  }),
];
