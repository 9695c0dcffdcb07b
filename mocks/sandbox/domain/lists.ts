// Lists filtered, ordered and paged in memory (a partner's subtree is small): the page a request
// asks for by its sort field and direction, a default order, and the search text.

export interface ListAsk {
  page?: number | undefined;
  count_per_list?: number | undefined;
  sortField?: string | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

export function pageOf<T>(
  rows: readonly T[],
  ask: ListAsk,
  keys: Record<string, (r: T) => number | string>,
  byDefault: (a: T, b: T) => number,
): { list: T[]; pageInfo: { page: number; count_per_list: number; tatal_list_count: number } } {
  const page = ask.page ?? 1;
  const n = ask.count_per_list ?? 10;
  const key = ask.sortField ? keys[ask.sortField] : undefined;
  const dir = ask.sortDir === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    if (key) {
      const x = key(a);
      const y = key(b);
      if (x !== y) return (x < y ? -1 : 1) * dir;
    }
    return byDefault(a, b);
  });
  return { list: sorted.slice((page - 1) * n, page * n), pageInfo: { page, count_per_list: n, tatal_list_count: rows.length } };
}

/** searchText: part of the member's id or nickname, any case; empty matches all. */
export const matches = (searchText: string | undefined, m: { memId: string; nick?: string | undefined }): boolean => {
  const s = searchText?.trim().toLowerCase();
  if (!s) return true;
  return m.memId.toLowerCase().includes(s) || (m.nick ?? '').toLowerCase().includes(s);
};

export const desc =
  <T>(f: (r: T) => number | string) =>
  (a: T, b: T) => {
    const x = f(a);
    const y = f(b);
    return x === y ? 0 : x < y ? 1 : -1;
  };

export const asc =
  <T>(f: (r: T) => number | string) =>
  (a: T, b: T) =>
    -desc(f)(a, b);

export const inOrder =
  <T>(...cmps: ((a: T, b: T) => number)[]) =>
  (a: T, b: T) => {
    for (const c of cmps) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  };
