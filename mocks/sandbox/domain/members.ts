// Members as the contract shows them, and their sessions (login, refresh, logout).
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { members, messages, sessions } from '../db/schema';
import type { Session } from '../context';
import type { MemberRow } from '../ledger';

type Member = components['schemas']['Member'];
type PartnerType = components['schemas']['PartnerType'];

/** A session lasts this long without a refresh (tokenExpiresAt), on the sandbox clock (docs/rules.md#sessions). */
export const SESSION_MS = 60 * 60 * 1000;
/** A token a refresh replaced keeps working this long, so a lost answer can be asked for again (docs/rules.md#sessions). */
export const REFRESH_GRACE_MS = 30_000;

export type SessionRefusal = 'unknown' | 'replaced' | 'expired' | 'ended' | 'elsewhere' | 'excluded' | 'locked';

/** When a session started at `createdAt` runs out (tokenExpiresAt). */
export const expiryOf = (createdAt: Date): Date => new Date(createdAt.getTime() + SESSION_MS);
const replacement = alias(sessions, 'replacement');

/**
 * The session of a token at `now` (the sandbox clock), or why it is refused. A token a refresh
 * replaced stands for its replacement for REFRESH_GRACE_MS: it ends when that one ends and
 * expires when that one expires.
 */
export async function sessionByToken(
  q: Q,
  token: string,
  now: Date,
): Promise<{ session: Session } | { refusal: SessionRefusal; memId?: string }> {
  const rows = await q
    .select()
    .from(sessions)
    .innerJoin(members, eq(sessions.memId, members.memId))
    .leftJoin(replacement, eq(replacement.token, sessions.replacedBy))
    .where(eq(sessions.token, token));
  const row = rows[0];
  if (!row) return { refusal: 'unknown' };
  const next = row.replacement;
  if (row.sessions.replacedBy && (!next || now.getTime() - next.createdAt.getTime() > REFRESH_GRACE_MS)) return { refusal: 'replaced' };
  const endedBy = row.sessions.endedBy ?? next?.endedBy;
  if (endedBy === 'login-elsewhere') return { refusal: 'elsewhere' };
  // a time-out or self-exclusion ended it: the caller answers why and until when (RG01 / RG02)
  if (endedBy === 'exclusion') return { refusal: 'excluded', memId: row.members.memId };
  if (endedBy) return { refusal: 'ended' };
  const expiresAt = expiryOf(next?.createdAt ?? row.sessions.createdAt);
  if (now >= expiresAt) return { refusal: 'expired' };
  if (row.members.state === 'locked' || row.members.state === 'waiting') return { refusal: 'locked' };
  return { session: { token, member: row.members, expiresAt, ...(next ? { replacedBy: { token: next.token, expiresAt } } : {}) } };
}

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
    ...(m.phoneVendor ? { memPhoneVendor: m.phoneVendor } : {}),
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

/**
 * Refresh: a new token replaces the old one (which works REFRESH_GRACE_MS more: sessionByToken).
 * A refresh that lost the race to another one with the same token answers that one's token
 * (`fresh` false); either way the answer is the same token and expiry.
 */
export async function rotateSession(
  q: Q,
  token: string,
  memId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date; fresh: boolean }> {
  const next = newToken(memId);
  const claimed = await q
    .update(sessions)
    .set({ replacedBy: next })
    .where(and(eq(sessions.token, token), isNull(sessions.replacedBy)))
    .returning({ token: sessions.token });
  if (claimed.length === 0) {
    const [row] = await q
      .select({ token: replacement.token, createdAt: replacement.createdAt })
      .from(sessions)
      .innerJoin(replacement, eq(replacement.token, sessions.replacedBy))
      .where(eq(sessions.token, token));
    if (row) return { token: row.token, expiresAt: expiryOf(row.createdAt), fresh: false };
  }
  await q.insert(sessions).values({ token: next, memId, createdAt: now, lastSeenAt: now });
  return { token: next, expiresAt: expiryOf(now), fresh: true };
}

/** Ends a session; a token in its grace window ends its replacement with it. */
export async function endSession(q: Q, token: string, why: 'logout' | 'console'): Promise<void> {
  await q.update(sessions).set({ endedBy: why }).where(eq(sessions.token, token));
  const [row] = await q.select({ next: sessions.replacedBy }).from(sessions).where(eq(sessions.token, token));
  if (row?.next)
    await q
      .update(sessions)
      .set({ endedBy: why })
      .where(and(eq(sessions.token, row.next), isNull(sessions.endedBy)));
}

export async function memberById(q: Q, memId: string): Promise<MemberRow | undefined> {
  return (await q.select().from(members).where(eq(members.memId, memId)))[0];
}
