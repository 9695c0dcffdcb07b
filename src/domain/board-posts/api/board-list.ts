// The board list every board screen reads: one page of a board (of a search when a term is given),
// /api/board/{boardType}/list with the board's type as the path parameter, and the words of its
// filters (search type, category) as the address keeps them. One post is ./board-detail.ts.
import { type RequestBody } from '@/api/contract';
import type { components } from '@/api/generated/schema';
import { pageBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';

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

/** The filters a board list may keep in the address: a search, and one kind (the free board's tabs). */
export const BOARD_FILTERS = ['category', 'searchType', 'searchText'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

export interface BoardListOptions {
  /** The filters this board offers (none by default). */
  readonly filters?: readonly BoardFilter[];
  /** Only the member's own posts (their inquiries). */
  readonly memId?: string | undefined;
  readonly enabled?: boolean;
}

/** One page of a board, its page and filters in the address; the page before stays on screen while the next one loads. */
export function useBoardList(boardType: BoardType, { filters = [], memId, enabled }: BoardListOptions = {}) {
  return useContractList('/api/board/{boardType}/list', {
    filters,
    params: { boardType },
    ...(enabled === undefined ? {} : { enabled }),
    body: (q): ListBody => {
      const { searchType, searchText } = q.filters;
      const category = categoryOf(q.filters.category);
      return {
        ...pageBody(q),
        ...(searchText && { searchType: searchTypeOf(searchType), searchText }),
        ...(memId && { memId }),
        ...(category && { category }),
      };
    },
  });
}
