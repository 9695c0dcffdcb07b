// Signup's rules that the request schema cannot express (docs/rules.md#validation, docs/rules.md#errors): signup open (siteOption
// signupYn), the passwords agreeing, the recommender (a partner in good standing, or the site's
// default recommender), the names other members read by the form's own rule, and id, nickname,
// phone and account number not in use; and the one way a member is written (createMember: a
// signup, a partner's new member).
import { and, eq, ne, or } from 'drizzle-orm';
import { accountHolderRule, nicknameRule } from '../../../forms/rules/member';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { Db, Q, Tx } from '../db/open';
import { members } from '../db/schema';
import type { MemberRow } from '../ledger';
import { hashPassword } from '../passwords';
import { getSetting } from '../settings';

/** `010-1234-5678` whether typed with dashes or without (phones are kept and compared so). */
export function normalPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * The nickname and name a member gives (signup, a partner's new member), by the site's form rules
 * themselves (forms/rules/member.ts, forms/rules/visible.ts: trimmed, only characters a person sees —
 * no zero-width, control or direction character —, a nickname of 2-20 of them, a name of letters),
 * kept in NFC so that two that look the same are the same (the uniqueness check, the unique index).
 * The values to keep, or the field's code: U105 (nickname), U104 (name).
 */
export function displayNames(f: { memNick: string; memName: string }): { nick: string; name: string } | { code: ErrorCode } {
  const nick = nicknameRule().safeParse(f.memNick);
  if (!nick.success) return { code: 'U105' };
  const name = accountHolderRule().safeParse(f.memName);
  if (!name.success) return { code: 'U104' };
  return { nick: nick.data.normalize('NFC'), name: name.data.normalize('NFC') };
}

/** The recommender's refusal, or the partner new members sit under. */
export function recommenderCheck(r: MemberRow | undefined): ErrorCode | MemberRow {
  if (!r) return 'U114';
  if (!r.partnerType) return 'U113';
  if (r.state !== 'normal') return 'U114';
  return r;
}

/** The code of the first field already taken by another member (id, nickname, phone, account). */
export async function takenCode(
  q: Q,
  f: { memId?: string; nick?: string; phone?: string; bankAcc?: string },
  except?: string,
): Promise<ErrorCode | undefined> {
  const clauses = [
    f.memId !== undefined ? eq(members.memId, f.memId) : undefined,
    f.nick !== undefined ? eq(members.nick, f.nick) : undefined,
    f.phone !== undefined ? eq(members.phone, f.phone) : undefined,
    f.bankAcc !== undefined ? eq(members.bankAcc, f.bankAcc) : undefined,
  ].filter((c) => c !== undefined);
  if (!clauses.length) return undefined;
  const rows = await q
    .select({ memId: members.memId, nick: members.nick, phone: members.phone, bankAcc: members.bankAcc })
    .from(members)
    .where(and(or(...clauses), except ? ne(members.memId, except) : undefined));
  if (rows.some((r) => r.memId === f.memId)) return 'U116';
  if (rows.some((r) => r.nick === f.nick)) return 'U117';
  if (rows.some((r) => r.phone === f.phone)) return 'U118';
  if (rows.some((r) => r.bankAcc === f.bankAcc)) return 'U119';
  return undefined;
}

/** A unique index refused the insert (two signups at once): its code. */
export function uniqueViolationCode(err: unknown): ErrorCode | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown };
    if (x.code !== '23505') continue;
    const name = String(x.constraint ?? x.constraint_name ?? x.message ?? '');
    if (name.includes('members_pkey')) return 'U116';
    if (name.includes('members_nick_key')) return 'U117';
    if (name.includes('members_phone_key')) return 'U118';
    if (name.includes('members_bank_acc_key')) return 'U119';
  }
  return undefined;
}

type MemberInsert = typeof members.$inferInsert;

/** A new member as a request gives it, its names already through displayNames. */
export interface NewMember {
  memId: string;
  memPass: string;
  names: { nick: string; name: string };
  /** Kept as normalPhone has it. */
  memPhone: string;
  memPhoneVendor?: string | undefined;
  /** The bank's code (kept by its Korean name) and the account number. */
  bank: string;
  bankacc: string;
  cashOutPass: string | null;
  /** The partner the member sits under, its recommender too. */
  parentId: string;
  partnerType: MemberInsert['partnerType'];
  state: NonNullable<MemberInsert['state']>;
  joinedAt: Date;
}

/**
 * Writes a new member (signup, a partner's new member): id, nickname, phone and account not in use
 * (U116–U119, also when a unique index refuses one of two requests at the same moment), level 1.
 * `also` runs in the same transaction (a partner's rates for it). The refusal's code, or undefined.
 */
export async function createMember(db: Db, m: NewMember, also?: (tx: Tx) => Promise<void>): Promise<ErrorCode | undefined> {
  const phone = normalPhone(m.memPhone);
  const { nick, name } = m.names;
  const taken = await takenCode(db, { memId: m.memId, nick, phone, bankAcc: m.bankacc });
  if (taken) return taken;
  const bank = (await getSetting(db, 'banks')).find((b) => b.bankCode === m.bank);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(members).values({
        memId: m.memId,
        passHash: hashPassword(m.memPass),
        nick,
        name,
        phone,
        phoneVendor: m.memPhoneVendor || null,
        bankName: bank?.bankNameKr ?? m.bank,
        bankAcc: m.bankacc,
        cashOutPass: m.cashOutPass,
        recommenderId: m.parentId,
        parentId: m.parentId,
        partnerType: m.partnerType,
        level: 1,
        state: m.state,
        joinedAt: m.joinedAt,
      });
      await also?.(tx);
    });
  } catch (err) {
    const code = uniqueViolationCode(err);
    if (code) return code;
    throw err;
  }
  return undefined;
}
