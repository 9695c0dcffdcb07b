// The shared server-paged grid: a section named by its heading, the CSV export of the whole filter
// beside it, the filters, then on the desktop an MUI X DataGrid whose page, order and row count are
// the server's (paginationMode / sortingMode "server", rowCount from tatal_list_count), on a phone
// the paged list's cards (the MIT grid cannot pin columns); a totals line under either. Loading,
// the error with a retry and the empty words are the list's states.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ColumnsPanelTrigger, DataGrid, Toolbar, useGridApiContext, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@forms/renderer/layout-context';
import { COUNT_PER_LIST } from '@/kit/paged-list/use-paged-list';
import { ListFrame } from '@/kit/paged-list/ListFrame';
import { PagedList } from '@/kit/paged-list/PagedList';
import { type ListDescription } from '@/kit/paged-list/description';
import { ListSkeleton } from '@/kit/paged-list/ListSkeleton';
import type { PagedRead } from '@/kit/paged-list/use-paged-list';
import { useColumnVisibility } from './column-visibility';
import { toGridColumns } from './grid-columns';
import { gridLocaleText } from './grid-locale';
import type { GridSort } from './grid-state';
import { MobileSort } from './MobileSort';

export interface GridTotal {
  id: string;
  label: string;
  value: string;
}

export interface ServerDataGridProps<R extends GridValidRowModel> {
  readonly title: string;
  /** h1 when the grid is the page (default), h2 when it is part of one. */
  readonly heading?: 'h1' | 'h2';
  /** The grid's (or the cards') accessible name. */
  readonly caption: string;
  /** Columns (memoised by the page), row key and empty words: the paged list's description. */
  readonly description: ListDescription<R>;
  /** The paged read (usePagedList). */
  readonly list: PagedRead<R>;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly sort: GridSort | null;
  readonly onSort: (sort: GridSort | null) => void;
  /** Where the member's choice of columns is kept (columnsStorageKey(grid, memId)). */
  readonly columnsKey: string;
  /** The filters above the list (date range, selects, search). */
  readonly toolbar?: ReactNode;
  /** The CSV file's name; without it, no export. */
  readonly csvFileName?: string;
  /** The totals of the whole filter, shown under the list with their heading. */
  readonly totals?: { readonly label: string; readonly items: readonly GridTotal[] };
}

/** Rows beyond which the grid stops growing with them and scrolls inside (rendering only those in view). */
const TALL_ROWS = 25;

/** The grid's toolbar: only the choice of columns (filters are the page's, sent to the server). */
function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <ColumnsPanelTrigger size="small">{apiRef.current.getLocaleText('toolbarColumns')}</ColumnsPanelTrigger>
    </Toolbar>
  );
}

export function ServerDataGrid<R extends GridValidRowModel>(props: ServerDataGridProps<R>) {
  const { title, heading, caption, description, list, page, onPage, sort, onSort, columnsKey, toolbar, csvFileName, totals } = props;
  const mobile = useLayout() === 'mobile';
  const { i18n } = useTranslation();
  const localeText = useMemo(
    () => ({ ...gridLocaleText(i18n.language), noRowsLabel: description.empty }),
    [i18n.language, description.empty],
  );
  const columns = useMemo(() => toGridColumns(description.columns), [description.columns]);
  const [visibility, setVisibility] = useColumnVisibility(columnsKey);
  // by value: a new sort object of the same column and direction is the same model
  const sortField = sort?.field;
  const sortDir = sort?.dir;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField !== undefined && sortDir !== undefined ? [{ field: sortField, sort: sortDir }] : []),
    [sortField, sortDir],
  );
  const { query, rows, pageInfo } = list;

  let body: ReactNode;
  if (mobile)
    body = (
      <PagedList
        caption={caption}
        description={description}
        query={query}
        rows={rows}
        pageInfo={pageInfo}
        page={page}
        onPage={onPage}
        toolbar={<MobileSort columns={description.columns} sort={sort} onSort={onSort} words={localeText} />}
      />
    );
  else if (query.isPending) body = <ListSkeleton rows={COUNT_PER_LIST} rowHeight={44} />;
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else {
    // a page that fits is as tall as its rows; a longer one (a server answering more than a page)
    // gets a fixed height so the grid renders only the rows in view
    const tall = rows.length > TALL_ROWS;
    body = (
      <Box sx={tall ? { height: '75vh', minHeight: 400 } : undefined}>
        <DataGrid
          aria-label={caption}
          rows={rows}
          columns={columns}
          getRowId={description.rowKey}
          rowCount={pageInfo?.tatal_list_count ?? 0}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: page - 1, pageSize: COUNT_PER_LIST }}
          onPaginationModelChange={(m) => m.page + 1 !== page && onPage(m.page + 1)}
          pageSizeOptions={[COUNT_PER_LIST]}
          sortModel={sortModel}
          sortingOrder={['desc', 'asc', null]}
          onSortModelChange={(m) => onSort(m[0]?.sort ? { field: m[0].field, dir: m[0].sort } : null)}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          loading={query.isFetching}
          localeText={localeText}
          slots={{ toolbar: ColumnsToolbar }}
          showToolbar
          autoHeight={!tall}
          disableColumnFilter
          disableRowSelectionOnClick
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        />
      </Box>
    );
  }

  return (
    <ListFrame title={title} {...(heading ? { heading } : {})} list={list} columns={description.columns} csvFileName={csvFileName}>
      {toolbar}
      <Box aria-busy={query.isFetching} sx={{ minWidth: 0, contain: 'inline-size' }}>
        {body}
      </Box>
      {totals && !query.isPending && !query.isError && rows.length > 0 && <GridTotals {...totals} />}
    </ListFrame>
  );
}

function GridTotals({ label, items }: { readonly label: string; readonly items: readonly GridTotal[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography id={id} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {label}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        {items.map((item) => (
          <Box key={item.id} sx={{ display: 'flex', gap: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
