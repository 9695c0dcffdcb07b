import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { useLayout } from '@forms/renderer/layout-context';
import type { ListDescription, RowAction } from './description';
import { ListCards } from './ListCards';
import { ListPager } from './ListPager';
import { ListSkeleton } from './ListSkeleton';
import { ListTable } from './ListTable';
import { COUNT_PER_LIST, pageCount, type PageInfo, type PagedRead } from './use-paged-list';

export interface PagedListProps<R> {
  /** The list's accessible name (its table or card list). */
  caption: string;
  description: ListDescription<R>;
  query: PagedRead<R>['query'];
  rows: readonly R[];
  pageInfo: PageInfo | undefined;
  page: number;
  onPage: (page: number) => void;
  /** Above the list: the date range, filters, export. */
  toolbar?: ReactNode;
}

/**
 * The rows a list renders: never more than a page, COUNT_PER_LIST rows. A paged list (pageInfo
 * given) asked the server for that many; an answer with more (a server that ignored
 * count_per_list: 10,000 rows once put 250,000 nodes in the document and took 54 s) shows its first
 * COUNT_PER_LIST, the page's rows, while the pager still follows the answer's pageInfo and the CSV
 * export still takes every row the server sends. A list that is not paged by the server (no
 * pageInfo: a day-by-day summary, a list the screen filters itself) is paged here: `localPage`
 * (from 1) of its rows, with its own pager when there is more than one page.
 */
export const rowsShown = <R,>(rows: readonly R[], pageInfo: PageInfo | undefined, localPage = 1): readonly R[] => {
  if (pageInfo) return rows.length > COUNT_PER_LIST ? rows.slice(0, COUNT_PER_LIST) : rows;
  const start = (localPage - 1) * COUNT_PER_LIST;
  return rows.length > COUNT_PER_LIST || start > 0 ? rows.slice(start, start + COUNT_PER_LIST) : rows;
};

/** How many pages a list that is not paged by the server has here. */
export const localPageCount = (rows: readonly unknown[]): number => Math.max(1, Math.ceil(rows.length / COUNT_PER_LIST));

/**
 * A page of a list with its states: sized skeleton rows while the first page loads, the error with a
 * retry, the empty words, else a table (desktop) or cards (mobile), the pager, and row actions behind
 * a confirmation. Its width never comes from its content (`contain: inline-size`): a wide table
 * scrolls inside it instead of widening the page.
 */
export function PagedList<R>({ caption, description, query, rows, pageInfo, page, onPage, toolbar }: PagedListProps<R>) {
  const { t } = useTranslation('resources');
  const failureText = useApiMessage();
  const layout = useLayout();
  const mobile = layout === 'mobile';
  const [asked, setAsked] = useState<{ action: RowAction<R>; row: R } | null>(null);
  const action = asked?.action;
  const onAsk = (action: RowAction<R>, row: R) => setAsked({ action, row });
  // a list the server does not page is paged here (the page kept within its pages as the rows change)
  const [localPage, setLocalPage] = useState(1);
  const localPages = pageInfo ? 1 : localPageCount(rows);
  const shownPage = Math.min(localPage, localPages);
  const shown = rowsShown(rows, pageInfo, shownPage);
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
      {!showPager && !query.isPending && !query.isError && localPages > 1 && (
        <ListPager page={shownPage} pages={localPages} onPage={setLocalPage} compact={mobile} />
      )}
      {/* a row action's confirmation: its words, its refusal of the row, its run and its history link for a lost answer */}
      <ConfirmDialog
        open={asked !== null}
        title={action?.confirm.title ?? ''}
        text={asked ? asked.action.confirm.text(asked.row) : ''}
        ok={action?.confirm.ok ?? ''}
        cancel={t('confirm.cancel')}
        refused={asked ? (asked.action.refuse?.(asked.row) ?? null) : null}
        run={() => (asked ? asked.action.run(asked.row) : Promise.resolve())}
        failureText={failureText}
        onClose={() => setAsked(null)}
        outcomeLink={action?.outcomeLink}
        tone={action?.tone}
      />
    </Box>
  );
}
