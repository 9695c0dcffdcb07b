// A list the server does not page (cards of what the member holds, the last draws), paged here: a
// page of COUNT_PER_LIST rows at most in the document, and the pager's state (ListPager).
import { useState } from 'react';
import { localPageCount, rowsShown } from './PagedList';

export function useLocalPage<R>(rows: readonly R[]) {
  const [page, setPage] = useState(1);
  const pages = localPageCount(rows);
  // the page kept within its pages as the rows change (a coupon used, a draw added)
  const shown = Math.min(page, pages);
  return { rows: rowsShown(rows, undefined, shown), page: shown, pages, onPage: setPage };
}
