// Pushes to members over the mock's STOMP broker, on the contract's topics (x-push): every live
// session token of a member gets its member topic's messages.
import { and, eq, isNull } from 'drizzle-orm';
import type { components } from '../../src/api/generated/schema';
import type { StompBroker } from '../stomp-broker.mjs';
import type { Q } from './db/open';
import { sessions } from './db/schema';

type PushMessage = components['schemas']['PushMessage'];

export interface Push {
  /** To every live session of the member; resolves to how many sockets got it. */
  member(q: Q, memId: string, message: PushMessage): Promise<number>;
  /** To every live session of every member (INSPECT). */
  everyone(q: Q, message: PushMessage): Promise<number>;
  /** To one session token. */
  token(token: string, message: PushMessage): number;
  /** Any other topic (powerball). */
  topic(destination: string, body: unknown): number;
}

export function createPush(broker: StompBroker): Push {
  const token = (t: string, message: PushMessage) => broker.publish(`/topic/member/${t}`, JSON.stringify(message));
  const live = and(isNull(sessions.replacedBy), isNull(sessions.endedBy));
  return {
    token,
    async member(q, memId, message) {
      const rows = await q
        .select({ token: sessions.token })
        .from(sessions)
        .where(and(eq(sessions.memId, memId), live));
      return rows.reduce((n, r) => n + token(r.token, message), 0);
    },
    async everyone(q, message) {
      const rows = await q.select({ token: sessions.token }).from(sessions).where(live);
      return rows.reduce((n, r) => n + token(r.token, message), 0);
    },
    topic: (destination, body) => broker.publish(destination, JSON.stringify(body)),
  };
}
