import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { ConfirmDialog } from './ConfirmDialog';
import type { ListDescription, RowAction } from './description';
import { ListCards } from './ListCards';
import { ListPager } from './ListPager';
import { ListSkeleton } from './ListSkeleton';
import { ListTable } from './ListTable';
import { COUNT_PER_LIST, pageCount, type PageInfo } from './use-paged-list';

export interface PagedListProps<R> {
  /** The list's accessible name (its table or card list). */
  caption: string;
  description: ListDescription<R>;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  rows: readonly R[];
  pageInfo: PageInfo | undefined;
  page: number;
  onPage: (page: number) => void;
  /** Above the list: the date range, filters, export. */
  toolbar?: ReactNode;
}

/**
 * The rows a paged list renders: the page it asked for, COUNT_PER_LIST rows. A server that answers
 * more (it ignored count_per_list: 10,000 rows once put 250,000 nodes in the document and took
 * 54 s) shows the first COUNT_PER_LIST of its answer, the page's rows; the pager still follows the
 * answer's pageInfo, and the CSV export still takes every row the server sends. A list that is not
 * paged (no pageInfo: a day-by-day summary, a list the screen filters itself) shows what it is given.
 */
export const rowsShown = <R,>(rows: readonly R[], pageInfo: PageInfo | undefined): readonly R[] =>
  pageInfo && rows.length > COUNT_PER_LIST ? rows.slice(0, COUNT_PER_LIST) : rows;

/**
 * A page of a list with its states: sized skeleton rows while the first page loads, the error with a
 * retry, the empty words, else a table (desktop) or cards (mobile), the pager, and row actions behind
 * a confirmation. Its width never comes from its content (`contain: inline-size`): a wide table
 * scrolls inside it instead of widening the page.
 */
export function PagedList<R>({ caption, description, query, rows, pageInfo, page, onPage, toolbar }: PagedListProps<R>) {
  const layout = useLayout();
  const mobile = layout === 'mobile';
  const [asked, setAsked] = useState<{ action: RowAction<R>; row: R } | null>(null);
  const onAsk = (action: RowAction<R>, row: R) => setAsked({ action, row });
  const shown = rowsShown(rows, pageInfo);
  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton rows={COUNT_PER_LIST} rowHeight={mobile ? 160 : 44} />;
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (shown.length === 0)
    body = (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {description.empty}
      </Typography>
    );
  else if (mobile) body = <ListCards rows={shown} description={description} caption={caption} onAsk={onAsk} />;
  else body = <ListTable rows={shown} description={description} caption={caption} onAsk={onAsk} />;
  const showPager = !query.isPending && !query.isError && pageInfo !== undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0, contain: 'inline-size' }}>
      {toolbar}
      <Box aria-busy={query.isFetching} aria-live="polite" sx={{ minWidth: 0, opacity: query.isFetching && !query.isPending ? 0.6 : 1 }}>
        {body}
      </Box>
      {showPager && <ListPager page={page} pages={pageCount(pageInfo)} onPage={onPage} compact={mobile} />}
      <ConfirmDialog asked={asked} onClose={() => setAsked(null)} />
    </Box>
  );
}
