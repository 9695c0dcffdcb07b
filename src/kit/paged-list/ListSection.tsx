// The frame every history list shares: a section named by its heading, the CSV export beside the
// heading (when the list has one: off only once the period is known to be empty, not while it loads,
// so it never flickers from grey), then the paged list with its toolbar, then whatever belongs to the
// list (a detail dialog). A history screen is this over its columns and its paged read.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { CsvButton } from './CsvButton';
import type { ListDescription } from './description';
import { PagedList } from './PagedList';
import type { PagedRead } from './use-paged-list';
import { ScreenFrame } from '@/kit/ScreenFrame';

export interface ListSectionProps<R> {
  readonly title: string;
  /** h1 when the list is the page, h2 when it is part of one (default h1). */
  readonly heading?: 'h1' | 'h2';
  /** The paged read (usePagedList). */
  readonly list: PagedRead<R>;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly caption: string;
  readonly description: ListDescription<R>;
  readonly toolbar?: ReactNode;
  /** The CSV file's name; without it, no export. */
  readonly csvFileName?: string;
  /** After the list (a detail dialog). */
  readonly children?: ReactNode;
  /** The heading's id, for a link from the same page (a lost answer's history link): it takes the focus. */
  readonly anchor?: string;
}

export function ListSection<R>({
  title,
  heading = 'h1',
  list,
  page,
  onPage,
  caption,
  description,
  toolbar,
  csvFileName,
  children,
  anchor,
}: ListSectionProps<R>) {
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
            columns={description.columns}
            fetchAll={list.fetchAll}
            fileName={csvFileName}
            disabled={!list.query.isPending && list.rows.length === 0}
          />
        ) : null}
      </Stack>
      <PagedList
        caption={caption}
        description={description}
        query={list.query}
        rows={list.rows}
        pageInfo={list.pageInfo}
        page={page}
        onPage={onPage}
        toolbar={toolbar}
      />
      {children}
    </ScreenFrame>
  );
}
