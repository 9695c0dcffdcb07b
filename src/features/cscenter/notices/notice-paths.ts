// Where the notice screens live in each layout.
import { boardRoutes } from '@/domain/board-posts/place';

export const { listPath: noticeListPath, readPath: noticeReadPath } = boardRoutes(
  { desktop: '/cscenter/notice/list', mobile: '/csMain/noticeList' },
  { desktop: '/cscenter/notice/read', mobile: '/csMain/notice/read' },
);
