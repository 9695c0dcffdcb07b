// The paged list in the list frame (heading, CSV export): the paged list with its toolbar, then
// whatever belongs to the list (a detail dialog). A history screen is this over its columns and its
// paged read.
import type { ReactNode } from 'react';
import type { ListDescription } from './description';
import { ListFrame } from './ListFrame';
import { PagedList } from './PagedList';
import type { PagedRead } from './use-paged-list';

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
  return (
    <ListFrame title={title} heading={heading} anchor={anchor} list={list} columns={description.columns} csvFileName={csvFileName}>
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
    </ListFrame>
  );
}
