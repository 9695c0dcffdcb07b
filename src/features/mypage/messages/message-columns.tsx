// The columns of the message box: read mark, title (a real link to the message) and date.
import Link from '@mui/material/Link';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Layout } from '@/components/layout';
import { formatServerTime } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import { isUnread, messageReadPath, type MessageRow } from './message-row';
import { ReadMark } from './ReadMark';

export function messageColumns(t: TFunction<'messages'>, language: string, layout: Layout, page: number): Column<MessageRow>[] {
  return [
    { id: 'state', header: t('col.state'), cell: (m) => <ReadMark message={m} /> },
    {
      id: 'title',
      header: t('col.title'),
      cell: (m) => (
        <Link
          component={RouterLink}
          to={messageReadPath(layout, m.msgIdx, page)}
          sx={{
            fontWeight: isUnread(m) ? 700 : 400,
            display: 'inline-block',
            minWidth: '9em',
            whiteSpace: 'normal',
            wordBreak: 'keep-all',
            overflowWrap: 'anywhere',
          }}
        >
          {m.title}
        </Link>
      ),
    },
    { id: 'sendDate', header: t('col.sendDate'), cell: (m) => formatServerTime(m.sendDate, language) },
  ];
}
