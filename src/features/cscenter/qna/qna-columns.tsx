// The columns of my 1:1 inquiries: number, type, title (a real link to the inquiry, which opens in a
// new tab too), date and state (answer complete / waiting).
import type { TFunction } from 'i18next';
import type { Layout } from '@forms/meta/types';
import { formatNumber } from '@forms/rules/format';
import { linkColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { BoardPlace } from '@/domain/board-posts/place';
import type { BoardRow } from '@/domain/board-posts/api/board-list';
import { InquiryState, InquiryType } from './InquiryLabels';
import { qnaReadPath } from './qna-paths';

export function qnaColumns(t: TFunction<'cscenter'>, language: string, layout: Layout, place: BoardPlace): Column<BoardRow>[] {
  return [
    { id: 'number', header: t('qna.col.number'), cell: (n) => formatNumber(n.boardNum, language) },
    { id: 'type', header: t('qna.col.type'), cell: (n) => <InquiryType type={n.inquiryType} /> },
    linkColumn(
      'title',
      t('qna.col.title'),
      (n) => qnaReadPath(layout, n.boardIdx, place),
      (n) => n.title,
    ),
    timeColumn('date', t('qna.col.date'), (n) => n.regDate, { language }),
    { id: 'state', header: t('qna.col.state'), cell: (n) => <InquiryState status={n.status} /> },
  ];
}
