// The frame every list shares, paged list or server grid: a section named by its heading, the CSV
// export beside the heading (when the list has one: off only once the filter is known to be empty,
// not while it loads, so it never flickers from grey), then the list itself.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { CsvButton } from './CsvButton';
import type { Column } from './description';
import type { PagedRead } from './use-paged-list';

export interface ListFrameProps<R> {
  readonly title: string;
  /** h1 when the list is the page, h2 when it is part of one (default h1). */
  readonly heading?: 'h1' | 'h2';
  /** The heading's id, for a link from the same page (a lost answer's history link): it takes the focus. */
  readonly anchor?: string;
  /** The read the CSV file is made from (every page of the filter). */
  readonly list: Pick<PagedRead<R>, 'query' | 'rows' | 'fetchAll'>;
  /** The CSV file's columns (the list's). */
  readonly columns: readonly Column<R>[];
  /** The CSV file's name; without it, no export. */
  readonly csvFileName?: string | undefined;
  readonly children: ReactNode;
}

export function ListFrame<R>({ title, heading = 'h1', anchor, list, columns, csvFileName, children }: ListFrameProps<R>) {
  const generatedId = useId();
  const headingId = anchor ?? generatedId;
  return (
    <ScreenFrame labelledBy={headingId} spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          id={headingId}
          tabIndex={anchor ? -1 : undefined}
          component={heading}
          variant={heading === 'h1' ? 'h5' : 'h6'}
          sx={{ fontWeight: 700 }}
        >
          {title}
        </Typography>
        {csvFileName ? (
          <CsvButton
            columns={columns}
            fetchAll={list.fetchAll}
            fileName={csvFileName}
            disabled={!list.query.isPending && list.rows.length === 0}
          />
        ) : null}
      </Stack>
      {children}
    </ScreenFrame>
  );
}
