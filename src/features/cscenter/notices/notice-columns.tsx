// The columns of the notice list: number, type (notice, event, general), title (a real link to the
// notice, which opens in a new tab too), date and views.
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Layout } from '@/components/layout';
import { formatNumber, formatServerTime } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import type { BoardPlace } from '@/domain/board-posts/place';
import type { BoardRow } from '@/domain/board-posts/api';
import { noticeReadPath } from './notice-paths';

export function noticeColumns(t: TFunction<'cscenter'>, language: string, layout: Layout, place: BoardPlace): Column<BoardRow>[] {
  return [
    { id: 'number', header: t('notices.col.number'), cell: (n) => formatNumber(n.boardNum, language) },
    { id: 'category', header: t('notices.col.category'), cell: (n) => t(`notices.category.${n.category}`) },
    {
      id: 'title',
      header: t('notices.col.title'),
      cell: (n) => (
        <Link
          component={RouterLink}
          to={noticeReadPath(layout, n.boardIdx, place)}
          sx={{ display: 'inline-block', minWidth: '9em', whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
        >
          {n.title}
        </Link>
      ),
    },
    { id: 'date', header: t('notices.col.date'), cell: (n) => formatServerTime(n.regDate, language) },
    {
      id: 'views',
      header: t('notices.col.views'),
      align: 'right',
      cell: (n) => (n.viewCount === undefined ? '' : formatNumber(n.viewCount, language)),
    },
  ];
}
