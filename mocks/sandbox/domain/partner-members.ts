// A partner's sub-members (docs/rules.md#partner-money, docs/rules.md#roles): the lists of its subtree
// (narrowed to one branch, filtered by online state, partner type, join day and search text, paged)
// and the creation of a sub-partner below it (domain/signup.ts createMember).
import type { components } from '../../../src/api/generated/schema';
import type { Db, Q } from '../db/open';
import type { MemberRow } from '../ledger';
import { asc, desc, inOrder, matches, pageOf } from './lists';
import { aboveOwn, rankOf, rateBook, setRates, type Refusal } from './partner';
import { seoulDays } from './partner-figures';
import { loginsOf, scopeOf, type Tree, type TreeNode } from './partner-tree';
import { createMember, displayNames } from './signup';

type S = components['schemas'];
type PartnerType = S['PartnerType'];

/** A member's partner type on the wire: NORMAL for a member who is not a partner. */
export const typeOf = (m: MemberRow): PartnerType => (m.partnerType ?? 'NORMAL') as PartnerType;

/** Whom a list holds besides the request's filters: the online members only, the sub-partners only. */
export interface MemberListKind {
  online?: boolean;
  partners?: boolean;
}

/** The page of sub-members a list asks for, with their logins and rates (what their rows show). */
export async function subMemberPage(q: Q, tree: Tree, body: S['PartnerMemberListRequest'], only: MemberListKind, now: Date) {
  const scope = scopeOf(tree, body.memId);
  const logins = await loginsOf(q, scope, now);
  const book = await rateBook(q, scope);
  const range = seoulDays(body.startDate, body.endDate);
  const nodes = scope
    .map((id) => tree.nodes.get(id))
    .filter((n): n is TreeNode => n !== undefined)
    .filter((n) => {
      const m = n.row;
      if (only.partners && !m.partnerType) return false;
      if ((only.online || body.online === 'Y') && !logins.online.has(m.memId)) return false;
      if (body.online === 'N' && logins.online.has(m.memId)) return false;
      if (body.partnerType && typeOf(m) !== body.partnerType) return false;
      if (range.from && m.joinedAt < range.from) return false;
      if (range.to && m.joinedAt >= range.to) return false;
      return matches(body.searchText, { memId: m.memId, nick: m.nick });
    });
  const lastLogin = (n: TreeNode) => logins.last.get(n.row.memId)?.getTime() ?? 0;
  const page = pageOf(
    nodes,
    body,
    {
      memId: (n) => n.row.memId,
      memNick: (n) => n.row.nick,
      partnerType: (n) => rankOf(n.row.partnerType),
      cashAmt: (n) => n.row.cash,
      joinDate: (n) => n.row.joinedAt.getTime(),
      lastLoginDate: lastLogin,
    },
    inOrder(
      desc((n: TreeNode) => n.row.joinedAt.getTime()),
      asc((n: TreeNode) => n.row.memId),
    ),
  );
  return { ...page, logins, book };
}

/**
 * A partner creates a sub-partner: its role below the partner's own (E002), its rates not above the
 * partner's (PR01), its names valid, then the member written with its rates (or the refusal of
 * createMember); undefined once created.
 */
export async function createSubPartner(db: Db, me: MemberRow, body: S['CreatePartnerRequest'], now: Date): Promise<Refusal | undefined> {
  if (body.partnerType === 'NORMAL' || rankOf(body.partnerType) <= rankOf(me.partnerType))
    return { refuse: 'E002', msg: `a sub-partner's role is below your own (${me.partnerType})` };
  const rates = body.rates ?? [];
  const book = await rateBook(db, [me.memId]);
  if (aboveOwn(book, me.memId, rates)) return { refuse: 'PR01', msg: 'a rate is above your own' };
  const names = displayNames(body);
  if ('code' in names) return { refuse: names.code };
  const refused = await createMember(
    db,
    {
      memId: body.memId,
      memPass: body.memPass,
      names,
      memPhone: body.memPhone,
      bank: body.bank,
      bankacc: body.bankacc,
      cashOutPass: null,
      parentId: me.memId,
      partnerType: body.partnerType,
      state: 'normal',
      joinedAt: now,
    },
    (tx) => setRates(tx, body.memId, rates, null),
  );
  return refused ? { refuse: refused } : undefined;
}
