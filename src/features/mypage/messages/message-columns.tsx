// The columns of the message box: read mark, title (a real link to the message) and date.
import type { TFunction } from 'i18next';
import type { Layout } from '@forms/meta/types';
import { linkColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import { isUnread, messageReadPath, type MessageRow } from './message-row';
import { ReadMark } from './ReadMark';

export function messageColumns(t: TFunction<'messages'>, language: string, layout: Layout, page: number): Column<MessageRow>[] {
  return [
    { id: 'state', header: t('col.state'), cell: (m) => <ReadMark message={m} /> },
    linkColumn<MessageRow>(
      'title',
      t('col.title'),
      (m) => messageReadPath(layout, m.msgIdx, page),
      (m) => m.title,
      { bold: isUnread },
    ),
    timeColumn('sendDate', t('col.sendDate'), (m) => m.sendDate, { language }),
  ];
}
