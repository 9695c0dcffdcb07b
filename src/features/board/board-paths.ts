// Where the free board's screens live: the same paths in both layouts (/board/list, /board/read/:n,
// /board/write).
import { boardRoutes } from '@/domain/board-posts/place';

const LIST = { desktop: '/board/list', mobile: '/board/list' } as const;

export const { listPath: boardListPath, readPath: boardReadPath } = boardRoutes(LIST, {
  desktop: '/board/read',
  mobile: '/board/read',
});

export const BOARD_WRITE_PATH = '/board/write';
