// The columns of my 1:1 inquiries: number, type, title (a real link to the inquiry, which opens in a
// new tab too), date and state (answer complete / waiting).
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Layout } from '@/components/layout';
import { formatNumber, formatServerTime } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import type { BoardPlace } from '@/domain/board-posts/place';
import type { BoardRow } from '@/domain/board-posts/api';
import { InquiryState, InquiryType } from './InquiryLabels';
import { qnaReadPath } from './qna-paths';

export function qnaColumns(t: TFunction<'cscenter'>, language: string, layout: Layout, place: BoardPlace): Column<BoardRow>[] {
  return [
    { id: 'number', header: t('qna.col.number'), cell: (n) => formatNumber(n.boardNum, language) },
    { id: 'type', header: t('qna.col.type'), cell: (n) => <InquiryType type={n.inquiryType} /> },
    {
      id: 'title',
      header: t('qna.col.title'),
      cell: (n) => (
        <Link
          component={RouterLink}
          to={qnaReadPath(layout, n.boardIdx, place)}
          sx={{ display: 'inline-block', minWidth: '9em', whiteSpace: 'normal', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
        >
          {n.title}
        </Link>
      ),
    },
    { id: 'date', header: t('qna.col.date'), cell: (n) => formatServerTime(n.regDate, language) },
    { id: 'state', header: t('qna.col.state'), cell: (n) => <InquiryState status={n.status} /> },
  ];
}
