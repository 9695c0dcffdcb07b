// Two-step verification (issue 27) with otplib's authenticator (RFC 6238, 30 s step, ±1 step), on
// the sandbox clock: enrol (a pending secret) → confirm with a code (enabled; recovery codes shown
// once) → login asks for a code (LX10) and refuses a wrong one (LX11) → disable with a code or a
// recovery code.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Q } from '../db/open';
import { totpSecrets } from '../db/schema';

const ISSUER = 'Winner';

const at = (now: Date) => authenticator.clone({ epoch: now.getTime(), window: 1 });

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

export const codeFits = (code: string, secret: string, now: Date): boolean => /^\d{6}$/.test(code) && at(now).check(code, secret);

/** Confirms the pending secret: enabled, with fresh recovery codes; undefined when the code is wrong or nothing is pending. */
export async function confirmTotp(q: Q, memId: string, code: string, now: Date): Promise<string[] | undefined> {
  const row = await totpOf(q, memId);
  if (!row?.pendingSecret || !codeFits(code, row.pendingSecret, now)) return undefined;
  const recoveryCodes = Array.from({ length: 8 }, () => {
    const h = randomBytes(4).toString('hex');
    return `${h.slice(0, 4)}-${h.slice(4)}`;
  });
  await q.update(totpSecrets).set({ secret: row.pendingSecret, pendingSecret: null, recoveryCodes }).where(eq(totpSecrets.memId, memId));
  return recoveryCodes;
}

/** A login or disable code: the app's code, or a recovery code (used up). */
export async function useCode(q: Q, memId: string, code: string, now: Date): Promise<boolean> {
  const row = await totpOf(q, memId);
  if (!row?.secret) return false;
  if (codeFits(code, row.secret, now)) return true;
  if (!row.recoveryCodes.includes(code)) return false;
  await q
    .update(totpSecrets)
    .set({ recoveryCodes: row.recoveryCodes.filter((c) => c !== code) })
    .where(eq(totpSecrets.memId, memId));
  return true;
}

export async function disableTotp(q: Q, memId: string): Promise<void> {
  await q.update(totpSecrets).set({ secret: null, pendingSecret: null, recoveryCodes: [] }).where(eq(totpSecrets.memId, memId));
}
