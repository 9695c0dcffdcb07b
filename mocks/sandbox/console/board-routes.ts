// The console's board routes (see console/route.ts): messages to members, the members' inquiries
// and their answers, the site's posts (notices, events, FAQ).
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { answerInquiry, inquiries, SITE_BOARDS, writePost, type Category } from '../domain/board';
import { pushUnread, recipients, sendMessages } from '../domain/messages';
import type { ConsoleRoute } from './route';

const text = (b: Record<string, unknown>, name: string, max?: number): string => {
  const v = b[name];
  if (typeof v !== 'string' || !v.trim()) throw new HttpError(400, `"${name}" must be a non-empty string`);
  if (max !== undefined && v.length > max) throw new HttpError(400, `"${name}" is longer than ${max} characters`);
  return v;
};

const CATEGORIES: readonly Category[] = ['normal', 'event', 'notice'];

export const boardRoutes: ConsoleRoute[] = [
  {
    method: 'POST',
    pattern: /^\/__sandbox\/messages$/,
    doc: '{ memId (or "*" for every normal member), title, content }: a message to the member\'s box; an MSG push carries the new unread count',
    async run({ body, deps: { database, clock, push } }) {
      const b = await body();
      const memId = text(b, 'memId');
      const title = text(b, 'title');
      const content = text(b, 'content');
      const { db } = database;
      const sent = await db.transaction(async (tx) => {
        const to = await recipients(tx, memId);
        if (!to.length) throw new HttpError(404, memId === '*' ? 'no normal member to send to' : `no member ${memId}`);
        return sendMessages(tx, to, { title, content }, clock.now());
      });
      for (const s of sent) await pushUnread(push, db, s.memId, s.unreadCount);
      return { body: { sent: sent.length, rows: sent } };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/inquiries$/,
    doc: "?status=waiting|answered&memId= : the members' inquiries (1:1 and deposit-account), newest first",
    async run({ url, deps: { database } }) {
      const status = url.searchParams.get('status') ?? undefined;
      if (status !== undefined && status !== 'waiting' && status !== 'answered')
        throw new HttpError(400, 'status must be waiting or answered');
      const rows = await inquiries(database.db, status, url.searchParams.get('memId') ?? undefined);
      return {
        body: {
          rows: rows.map((p) => ({
            idx: p.idx,
            boardType: p.boardType,
            memId: p.memId,
            title: p.title,
            content: p.content,
            inquiryType: p.inquiryType,
            answer: p.answer,
            answeredAt: p.answeredAt ? seoulDateTime(p.answeredAt) : null,
            createdAt: seoulDateTime(p.createdAt),
          })),
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/inquiries\/(\d+)\/answer$/,
    doc: '{ answer } (HTML): answers an inquiry; the member sees it "answered" with the answer (answering again corrects it)',
    async run({ params: [idx = ''], body, deps: { database, clock } }) {
      const answer = text(await body(), 'answer');
      const row = await answerInquiry(database.db, Number(idx), answer, clock.now());
      if (!row) throw new HttpError(404, `no inquiry ${idx}`);
      return {
        body: { idx: row.idx, status: 'answered', answer: row.answer, answeredAt: row.answeredAt ? seoulDateTime(row.answeredAt) : null },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/posts$/,
    doc: '{ boardType: "notice"|"event"|"faq", title, content, pinned?, category? }: a site post (pinned notices and events show on the main page)',
    async run({ body, deps: { database, clock } }) {
      const b = await body();
      const boardType = b.boardType;
      if (typeof boardType !== 'string' || !Object.hasOwn(SITE_BOARDS, boardType))
        throw new HttpError(400, `boardType must be one of ${Object.keys(SITE_BOARDS).join(', ')}`);
      if (b.pinned !== undefined && typeof b.pinned !== 'boolean') throw new HttpError(400, '"pinned" must be true or false');
      if (b.category !== undefined && !CATEGORIES.includes(b.category as Category))
        throw new HttpError(400, `"category" must be one of ${CATEGORIES.join(', ')}`);
      const idx = await writePost(
        database.db,
        {
          boardType,
          category: (b.category as Category | undefined) ?? SITE_BOARDS[boardType as keyof typeof SITE_BOARDS],
          memId: null,
          title: text(b, 'title', 100),
          content: text(b, 'content'),
          pinned: b.pinned,
        },
        clock.now(),
      );
      return { body: { idx } };
    },
  },
];
