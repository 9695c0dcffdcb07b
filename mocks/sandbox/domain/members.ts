// Members as the contract shows them, and their sessions (login, refresh, logout).
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { members, messages, sessions } from '../db/schema';
import type { MemberRow } from '../ledger';

type Member = components['schemas']['Member'];
type PartnerType = components['schemas']['PartnerType'];

/** A session lasts this long without a refresh (tokenExpiresAt). */
export const SESSION_MS = 60 * 60 * 1000;

export function memberView(m: MemberRow): Member {
  return {
    memId: m.memId,
    memNick: m.nick,
    memName: m.name,
    cashAmt: m.cash,
    pointAmt: m.points,
    gameMoney: m.gameMoney,
    isPartnerMember: m.partnerType ? 'Y' : 'N',
    ...(m.partnerType ? { partnerType: m.partnerType as PartnerType } : {}),
    memLevel: m.level,
    memPhone: m.phone,
    bankName: m.bankName,
    bankacc: m.bankAcc,
    recommenderId: m.recommenderId,
    joinDate: seoulDateTime(m.joinedAt),
    cashOutPassYn: m.cashOutPass ? 'Y' : 'N',
  };
}

export async function unreadCount(q: Q, memId: string): Promise<number> {
  const rows = await q
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.memId, memId), isNull(messages.readAt), eq(messages.deleted, false)));
  return rows[0]?.n ?? 0;
}

export const newToken = (memId: string): string => `sbx-${memId}-${randomBytes(12).toString('base64url')}`;

/**
 * Starts a session. Every other live session of the member ends with `login-elsewhere`: its next
 * call answers TK999. Returns the new token and the tokens that ended (to push LOGOUT to).
 */
export async function startSession(q: Q, memId: string, now: Date): Promise<{ token: string; ended: string[] }> {
  const token = newToken(memId);
  const ended = await q
    .update(sessions)
    .set({ endedBy: 'login-elsewhere' })
    .where(and(eq(sessions.memId, memId), isNull(sessions.endedBy), isNull(sessions.replacedBy), ne(sessions.token, token)))
    .returning({ token: sessions.token });
  await q.insert(sessions).values({ token, memId, createdAt: now, lastSeenAt: now });
  return { token, ended: ended.map((r) => r.token) };
}

/** Refresh: a new token replaces the old one, which is refused from then on. */
export async function rotateSession(q: Q, token: string, memId: string, now: Date): Promise<string> {
  const next = newToken(memId);
  await q.insert(sessions).values({ token: next, memId, createdAt: now, lastSeenAt: now });
  await q.update(sessions).set({ replacedBy: next }).where(eq(sessions.token, token));
  return next;
}

export async function endSession(q: Q, token: string, why: 'logout' | 'console'): Promise<void> {
  await q.update(sessions).set({ endedBy: why }).where(eq(sessions.token, token));
}

export async function memberById(q: Q, memId: string): Promise<MemberRow | undefined> {
  return (await q.select().from(members).where(eq(members.memId, memId)))[0];
}
