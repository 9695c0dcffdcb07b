import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMutation, type ContractData } from '@/api/contract';
import { useLayout } from '@/components/layout';
import { ListSection } from '@/kit/paged-list/ListSection';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { MarkAllRead } from './MarkAllRead';
import { messageColumns } from './message-columns';
import { NewMessageArrived } from './NewMessageArrived';
import { isUnread, type MessageRow } from './message-row';
import { applyUnread, useUnreadSync } from './use-unread-sync';

const bodyOf: BodyOf<'/api/board/msgList', never> = (q) => ({ page: q.page, count_per_list: q.count_per_list });

/** The message box: a description over the shared paged list (no date range: the spec has none). */
export function MessageListScreen() {
  const { t, i18n } = useTranslation('messages');
  const { t: tApi } = useTranslation('api');
  const lang = i18n.language;
  const layout = useLayout();
  const { state, setPage } = useListState();
  const list = usePagedList('/api/board/msgList', bodyOf, state);
  const data = list.query.data as ContractData<'/api/board/msgList'> | undefined;
  useUnreadSync(list.query.isPlaceholderData ? undefined : data?.unreadCount, list.query.dataUpdatedAt);
  const del = useContractMutation('/api/board/msgDelete');
  const update = useContractMutation('/api/board/msgUpdate');
  const columns = useMemo(() => messageColumns(t, lang, layout, state.page), [t, lang, layout, state.page]);
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
  const description: ListDescription<MessageRow> = {
    rowKey: (m) => m.msgIdx,
    columns,
    empty: t('list.empty'),
    actions: [
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
    ],
  };
  return (
    <ListSection
      title={t('list.title')}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('list.caption')}
      description={description}
      toolbar={
        <>
          <NewMessageArrived query={list.query} />
          <MarkAllRead unread={list.query.isError ? undefined : data?.unreadCount} />
        </>
      }
    />
  );
}
