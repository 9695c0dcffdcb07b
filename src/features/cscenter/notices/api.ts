// The notice calls: one page of the notice board and one notice (/api/board/notice/list, /datail),
// both through contractQuery with the templated path's boardType.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractQuery, type RequestBody } from '@/api/contract';
import type { components } from '@/api/generated/schema';
import { COUNT_PER_LIST } from '@/resources/paged-list';

export type NoticeRow = components['schemas']['BoardPost'];

const NOTICE = { params: { boardType: 'notice' } } as const;

type SearchType = NonNullable<RequestBody<'/api/board/{boardType}/list'>['searchType']>;
const SEARCH_TYPES: readonly SearchType[] = ['title', 'content', 'writer'];

/** A search type from the address: one the contract knows, else the title. */
export const searchTypeOf = (value: string | undefined): SearchType => SEARCH_TYPES.find((type) => type === value) ?? 'title';

/** One page of notices (of a search when a term is given); the page before stays on screen while the next one loads. */
export function useNoticeList(page: number, searchType: string | undefined, searchText: string | undefined) {
  const body: RequestBody<'/api/board/{boardType}/list'> = searchText
    ? { page, count_per_list: COUNT_PER_LIST, searchType: searchTypeOf(searchType), searchText }
    : { page, count_per_list: COUNT_PER_LIST };
  const query = useQuery({
    ...contractQuery('/api/board/{boardType}/list', body, NOTICE),
    placeholderData: keepPreviousData,
  });
  const rows: readonly NoticeRow[] = query.data?.list ?? [];
  // notices have no export: ListSection asks for every row only for a CSV file
  return { query, rows, pageInfo: query.data?.pageInfo, fetchAll: () => Promise.resolve([...rows]) };
}

/** One notice (no call without a post number). */
export function useNotice(boardIdx: number | null) {
  return useQuery({
    ...contractQuery('/api/board/{boardType}/datail', { boardIdx: boardIdx ?? 0 }, { ...NOTICE, enabled: boardIdx !== null }),
  });
}
