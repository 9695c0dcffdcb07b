// The columns of the notice list: number, type (notice, event, general), title (a real link to the
// notice, which opens in a new tab too), date and views.
import type { TFunction } from 'i18next';
import type { Layout } from '@forms/meta/types';
import { formatNumber } from '@forms/rules/format';
import { linkColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { BoardPlace } from '@/domain/board-posts/place';
import type { BoardRow } from '@/domain/board-posts/api/board-list';
import { noticeReadPath } from './notice-paths';

export function noticeColumns(t: TFunction<'cscenter'>, language: string, layout: Layout, place: BoardPlace): Column<BoardRow>[] {
  return [
    { id: 'number', header: t('notices.col.number'), cell: (n) => formatNumber(n.boardNum, language) },
    { id: 'category', header: t('notices.col.category'), cell: (n) => t(`notices.category.${n.category}`) },
    linkColumn(
      'title',
      t('notices.col.title'),
      (n) => noticeReadPath(layout, n.boardIdx, place),
      (n) => n.title,
    ),
    timeColumn('date', t('notices.col.date'), (n) => n.regDate, { language }),
    {
      id: 'views',
      header: t('notices.col.views'),
      align: 'right',
      cell: (n) => (n.viewCount === undefined ? '' : formatNumber(n.viewCount, language)),
    },
  ];
}
