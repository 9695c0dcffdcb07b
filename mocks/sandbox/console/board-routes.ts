// The console's board routes (see console/route.ts): messages to members, the members' inquiries
// and their answers, the site's posts (notices, events, FAQ).
import { HttpError } from '../../http-util.mjs';
import { pushUnread, recipients, sendMessages } from '../domain/messages';
import type { ConsoleRoute } from './route';

const text = (b: Record<string, unknown>, name: string, max?: number): string => {
  const v = b[name];
  if (typeof v !== 'string' || !v.trim()) throw new HttpError(400, `"${name}" must be a non-empty string`);
  if (max !== undefined && v.length > max) throw new HttpError(400, `"${name}" is longer than ${max} characters`);
  return v;
};

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
];
