// The board calls every board screen reads: one page of a board (of a search when a term is given)
// and one post with its comments (/api/board/{boardType}/list and /datail), through contractQuery
// with the board's type as the path parameter.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractQuery, type RequestBody } from '@/api/contract';
import type { components } from '@/api/generated/schema';
import { COUNT_PER_LIST } from '@/kit/paged-list/use-paged-list';

export type BoardRow = components['schemas']['BoardPost'];
export type BoardType = components['schemas']['BoardType'];
type ListBody = RequestBody<'/api/board/{boardType}/list'>;
export type SearchType = NonNullable<ListBody['searchType']>;

const SEARCH_TYPES: readonly SearchType[] = ['title', 'content', 'writer'];

/** A search type from the address: one the contract knows, else the title. */
export const searchTypeOf = (value: string | undefined): SearchType => SEARCH_TYPES.find((type) => type === value) ?? 'title';

export type BoardCategory = NonNullable<ListBody['category']>;
export const BOARD_CATEGORIES: readonly BoardCategory[] = ['notice', 'event', 'normal'];

/** A category from the address: one the contract knows, else none (every kind). */
export const categoryOf = (value: string | undefined): BoardCategory | undefined => BOARD_CATEGORIES.find((c) => c === value);

/** What a board list asks besides its page: a search, and fields of its own (the member's inquiries). */
export interface BoardListQuery {
  page: number;
  searchType?: string | undefined;
  searchText?: string | undefined;
  memId?: string | undefined;
  /** Only posts of this kind (the free board's tabs: notice, event, normal); every kind without it. */
  category?: string | undefined;
}

/** One page of a board; the page before stays on screen while the next one loads. */
export function useBoardList(boardType: BoardType, { page, searchType, searchText, memId, category }: BoardListQuery, enabled = true) {
  const body: ListBody = {
    page,
    count_per_list: COUNT_PER_LIST,
    ...(searchText && { searchType: searchTypeOf(searchType), searchText }),
    ...(memId && { memId }),
    ...(categoryOf(category) && { category: categoryOf(category) }),
  };
  const query = useQuery({
    ...contractQuery('/api/board/{boardType}/list', body, { params: { boardType }, enabled }),
    placeholderData: keepPreviousData,
  });
  const rows: readonly BoardRow[] = query.data?.list ?? [];
  // boards have no export: ListSection asks for every row only for a CSV file
  return { query, rows, pageInfo: query.data?.pageInfo, fetchAll: () => Promise.resolve([...rows]) };
}
