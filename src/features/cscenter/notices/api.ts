// The notice calls: one page of the notice board and one notice (/api/board/notice/list, /datail),
// both through contractQuery with the templated path's boardType.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';
import type { components } from '@/api/generated/schema';
import { COUNT_PER_LIST } from '@/resources/paged-list';

export type NoticeRow = components['schemas']['BoardPost'];

const NOTICE = { params: { boardType: 'notice' } } as const;

/** One page of notices; the page before stays on screen while the next one loads. */
export function useNoticeList(page: number) {
  const query = useQuery({
    ...contractQuery('/api/board/{boardType}/list', { page, count_per_list: COUNT_PER_LIST }, NOTICE),
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
