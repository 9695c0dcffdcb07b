// A partner's subtree (docs/rules.md#partner-money): every member whose chain of `parentId`s reaches
// the partner, in breadth-first order; a request narrowed to one sub-member's branch; who of them is
// online and when each last logged in.
import { inArray } from 'drizzle-orm';
import type { Q } from '../db/open';
import { members, sessions } from '../db/schema';
import type { MemberRow } from '../ledger';

export interface TreeNode {
  row: MemberRow;
  /** 1 for the partner's direct sub-members. */
  depth: number;
}

export interface Tree {
  rootId: string;
  /** Every sub-member (not the root), in breadth-first order. */
  nodes: Map<string, TreeNode>;
  /** Direct sub-members by member (the root included). */
  children: Map<string, string[]>;
}

/** The partner's subtree (every member whose chain of parents reaches it). */
export async function loadTree(q: Q, rootId: string): Promise<Tree> {
  const all = await q.select().from(members);
  const children = new Map<string, string[]>();
  const byId = new Map(all.map((m) => [m.memId, m]));
  for (const m of all) if (m.parentId) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.memId]);
  const nodes = new Map<string, TreeNode>();
  let level = children.get(rootId) ?? [];
  for (let depth = 1; level.length > 0; depth++) {
    const next: string[] = [];
    for (const id of level) {
      const row = byId.get(id);
      if (!row || nodes.has(id) || id === rootId) continue;
      nodes.set(id, { row, depth });
      next.push(...(children.get(id) ?? []));
    }
    level = next;
  }
  return { rootId, nodes, children };
}

/** The member and every member under it, within the tree. */
export function branch(tree: Tree, memId: string): string[] {
  const out: string[] = [];
  const stack = [memId];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id !== tree.rootId && !tree.nodes.has(id)) continue;
    out.push(id);
    stack.push(...(tree.children.get(id) ?? []));
  }
  return out;
}

/** The member and its parents up to (not including) the tree's root. */
export function chainOf(tree: Tree, memId: string): string[] {
  const out: string[] = [];
  for (let id: string | null = memId; id && tree.nodes.has(id); id = tree.nodes.get(id)?.row.parentId ?? null) out.push(id);
  return out;
}

export interface Logins {
  /** Members with a live session (one the API still accepts: not ended, not replaced). */
  online: Set<string>;
  /** Each member's last login. */
  last: Map<string, Date>;
}

export async function loginsOf(q: Q, memIds: readonly string[], now: Date): Promise<Logins> {
  const out: Logins = { online: new Set(), last: new Map() };
  if (memIds.length === 0) return out;
  const rows = await q
    .select({ memId: sessions.memId, createdAt: sessions.createdAt, endedBy: sessions.endedBy, replacedBy: sessions.replacedBy })
    .from(sessions)
    .where(inArray(sessions.memId, [...memIds]));
  for (const r of rows) {
    const seen = out.last.get(r.memId);
    if (!seen || r.createdAt > seen) out.last.set(r.memId, r.createdAt);
    const live = !r.endedBy && !r.replacedBy && r.createdAt <= now;
    if (live) out.online.add(r.memId);
  }
  return out;
}

/** The members of the tree a request narrows to: `memId` one sub-member's branch, else all. */
export function scopeOf(tree: Tree, memId: string | undefined): string[] {
  if (memId) return tree.nodes.has(memId) ? branch(tree, memId) : [];
  return [...tree.nodes.keys()];
}
