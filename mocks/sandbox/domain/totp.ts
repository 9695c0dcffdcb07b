// Two-step verification with otplib's authenticator (RFC 6238, 30 s step, ±1 step): enrol (a
// pending secret) → confirm with a code (enabled; recovery codes shown once) → login asks for a code
// (LX10) and refuses a wrong one (LX11) → disable with a code or a recovery code. Codes are checked
// against the real time, never the sandbox clock (the member's authenticator app knows nothing of
// the console's clock), and each time step is used once: a code, or one of an older step, is
// refused after its step was used (docs/rules.md#two-step-verification).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Q } from '../db/open';
import { totpSecrets } from '../db/schema';

const ISSUER = 'Winner';
const STEP_MS = 30_000;

export async function totpOf(q: Q, memId: string): Promise<typeof totpSecrets.$inferSelect | undefined> {
  return (await q.select().from(totpSecrets).where(eq(totpSecrets.memId, memId)))[0];
}

export async function startTotp(q: Q, memId: string): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = authenticator.generateSecret();
  await q
    .insert(totpSecrets)
    .values({ memId, pendingSecret: secret })
    .onConflictDoUpdate({ target: totpSecrets.memId, set: { pendingSecret: secret } });
  return { secret, otpauthUrl: authenticator.keyuri(memId, ISSUER, secret) };
}

/**
 * The time step of the app's code `code` for `secret` (now, one step before or after, by the real
 * time), when it is one and newer than `lastStep`; undefined otherwise.
 */
export function stepOf(code: string, secret: string, lastStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = Date.now();
  const delta = authenticator.clone({ epoch: now, window: 1 }).checkDelta(code, secret);
  if (delta === null) return undefined;
  const step = Math.floor(now / STEP_MS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** Confirms the pending secret: enabled, with fresh recovery codes; undefined when the code is wrong or nothing is pending. */
export async function confirmTotp(q: Q, memId: string, code: string): Promise<string[] | undefined> {
  const row = await totpOf(q, memId);
  if (!row?.pendingSecret) return undefined;
  // a new secret: its steps start afresh, but the code that confirmed it is used
  const step = stepOf(code, row.pendingSecret, null);
  if (step === undefined) return undefined;
  const recoveryCodes = Array.from({ length: 8 }, () => {
    const h = randomBytes(4).toString('hex');
    return `${h.slice(0, 4)}-${h.slice(4)}`;
  });
  await q
    .update(totpSecrets)
    .set({ secret: row.pendingSecret, pendingSecret: null, recoveryCodes, lastStep: step })
    .where(eq(totpSecrets.memId, memId));
  return recoveryCodes;
}

/** A login, disable or re-enrolment code: the app's code (its step used up), or a recovery code (used up). */
export async function useCode(q: Q, memId: string, code: string): Promise<boolean> {
  const row = await totpOf(q, memId);
  if (!row?.secret) return false;
  const step = stepOf(code, row.secret, row.lastStep);
  if (step !== undefined) {
    // two calls with the same code at once: only one moves the last step on
    const moved = await q
      .update(totpSecrets)
      .set({ lastStep: step })
      .where(and(eq(totpSecrets.memId, memId), or(isNull(totpSecrets.lastStep), lt(totpSecrets.lastStep, step))))
      .returning({ memId: totpSecrets.memId });
    return moved.length > 0;
  }
  if (!row.recoveryCodes.includes(code)) return false;
  await q
    .update(totpSecrets)
    .set({ recoveryCodes: row.recoveryCodes.filter((c) => c !== code) })
    .where(eq(totpSecrets.memId, memId));
  return true;
}

export async function disableTotp(q: Q, memId: string): Promise<void> {
  await q
    .update(totpSecrets)
    .set({ secret: null, pendingSecret: null, recoveryCodes: [], lastStep: null })
    .where(eq(totpSecrets.memId, memId));
}
