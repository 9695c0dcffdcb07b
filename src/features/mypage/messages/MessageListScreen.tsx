import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContractData } from '@/api/contract';
import { useLayout } from '@forms/renderer/layout-context';
import { ContractList } from '@/kit/paged-list/ContractList';
import { pageBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { useMessageDelete } from '../api/message-delete';
import { useMessageUpdate } from '../api/message-update';
import { MarkAllRead } from './MarkAllRead';
import { MessageRetention } from './MessageRetention';
import { messageColumns } from './message-columns';
import { NewMessageArrived } from './NewMessageArrived';
import { isUnread, type MessageRow } from './message-row';
import { applyUnread, useUnreadSync } from './use-unread-sync';

const rowKey = (m: MessageRow) => m.msgIdx;

/** The message box: one list declaration (no date range: the spec has none). */
export function MessageListScreen() {
  const { t, i18n } = useTranslation('messages');
  const { t: tApi } = useTranslation('api');
  const lang = i18n.language;
  const layout = useLayout();
  const list = useContractList('/api/board/msgList', { body: pageBody });
  const { query } = list.read;
  const data = query.data as ContractData<'/api/board/msgList'> | undefined;
  useUnreadSync(query.isPlaceholderData ? undefined : data?.unreadCount, query.dataUpdatedAt);
  const del = useMessageDelete();
  const update = useMessageUpdate();
  const page = list.state.page;
  const columns = useMemo(() => messageColumns(t, lang, layout, page), [t, lang, layout, page]);
  const sendDelete = useCallback(
    (m: MessageRow) => del.send({ msgIdxList: [m.msgIdx] }).then((answer) => applyUnread(answer.unreadCount)),
    [del],
  );
  // An unread message marked read without opening it (/api/board/msgUpdate, the read flag): the
  // header's count follows the answer, the list is read again; it can then be deleted (M002).
  const sendMarkRead = useCallback(
    (m: MessageRow) => update.send({ msgIdx: m.msgIdx, readYn: 'Y' }).then((answer) => applyUnread(answer.unreadCount)),
    [update],
  );
  return (
    <ContractList
      list={list}
      words={(w) => t(`list.${w}`)}
      columns={columns}
      rowKey={rowKey}
      actions={[
        {
          id: 'markRead',
          text: t('markRead.text'),
          label: (m) => t('markRead.label', { title: m.title }),
          available: isUnread,
          confirm: { title: t('markRead.title'), text: (m) => t('markRead.confirm', { title: m.title }), ok: t('markRead.ok') },
          tone: 'plain',
          run: sendMarkRead,
          pending: update.isPending,
        },
        {
          id: 'delete',
          text: t('delete.text'),
          label: (m) => t('delete.label', { title: m.title }),
          available: () => true,
          refuse: (m) => (isUnread(m) ? `${tApi('M002')} ${t('delete.unread')}` : null),
          confirm: {
            title: t('delete.title'),
            text: (m) => (isUnread(m) ? m.title : t('delete.confirm', { title: m.title })),
            ok: t('delete.ok'),
          },
          run: sendDelete,
          pending: del.isPending,
        },
      ]}
      toolbar={
        <>
          <MessageRetention />
          <NewMessageArrived query={query} />
          <MarkAllRead unread={query.isError ? undefined : data?.unreadCount} />
        </>
      }
    />
  );
}
