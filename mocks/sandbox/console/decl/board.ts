// The console's board routes, declared (console/declare.ts): messages to members, the members'
// inquiries and their answers, the site's posts. The handlers are in console/board-routes.ts; the
// page's Messages, Inquiries and Posts panels are typed from these.
import { z } from 'zod';
import { declare, idParam, rowsAnswer } from '../declare';

/** Text with something in it besides spaces. */
const filled = z.string().regex(/\S/, 'must be a non-empty string');

export const inquiryStatus = z.enum(['waiting', 'answered']);

export const inquiryRow = z.object({
  idx: z.number(),
  boardType: z.string(),
  /** Always set on an inquiry (a member writes it); the posts table allows none. */
  memId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  inquiryType: z.enum(['bankAccount', 'other']).nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InquiryRow = z.infer<typeof inquiryRow>;

/** The site's boards the console writes on (domain/board.ts SITE_BOARDS). */
export const siteBoard = z.enum(['notice', 'event', 'faq']);
export type SiteBoard = z.infer<typeof siteBoard>;

export const sendMessage = declare({
  method: 'POST',
  path: '/__sandbox/messages',
  doc: '{ memId (or "*" for every normal member), title, content }: a message to the member\'s box; an MSG push carries the new unread count',
  body: z.object({ memId: filled, title: filled, content: filled }),
  answer: z.object({
    sent: z.number(),
    rows: z.array(z.object({ memId: z.string(), msgIdx: z.number(), unreadCount: z.number() })),
  }),
});

export const inquiryList = declare({
  method: 'GET',
  path: '/__sandbox/inquiries',
  doc: "?status=waiting|answered&memId= : the members' inquiries (1:1 and deposit-account), newest first",
  query: z.object({ status: inquiryStatus.optional(), memId: z.string().optional() }),
  answer: rowsAnswer(inquiryRow),
});

export const inquiryAnswer = declare({
  method: 'POST',
  path: '/__sandbox/inquiries/:idx/answer',
  doc: '{ answer } (HTML): answers an inquiry; the member sees it "answered" with the answer (answering again corrects it)',
  params: z.object({ idx: idParam }),
  body: z.object({ answer: filled }),
  answer: z.object({ idx: z.number(), status: z.literal('answered'), answer: z.string().nullable(), answeredAt: z.string().nullable() }),
});

export const writeSitePost = declare({
  method: 'POST',
  path: '/__sandbox/posts',
  doc: '{ boardType: "notice"|"event"|"faq", title, content, pinned?, category? }: a site post (pinned notices and events show on the main page)',
  body: z.object({
    boardType: siteBoard,
    title: filled.max(100),
    content: filled,
    pinned: z.boolean().optional(),
    category: z.enum(['normal', 'event', 'notice']).optional(),
  }),
  answer: z.object({ idx: z.number() }),
});
