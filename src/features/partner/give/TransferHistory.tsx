// The give / take-back history on the shared paged list: date range and page in the address, a table
// on the desktop and cards on mobile, CSV of the range.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { ListSection } from '@/kit/paged-list/ListSection';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { TRANSFER_LIST } from './api';
import { transferColumns, type TransferRow } from './transfer-columns';

export function TransferHistory() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const { state, setPage, setRange } = useListState();
  const bodyOf = useCallback<BodyOf<typeof TRANSFER_LIST, never>>(
    (q) => ({ page: q.page, count_per_list: q.count_per_list, startDate: q.range.from, endDate: q.range.to }),
    [],
  );
  const list = usePagedList(TRANSFER_LIST, bodyOf, state);
  const columns = useMemo(() => transferColumns(t, lang), [t, lang]);
  const description: ListDescription<TransferRow> = {
    rowKey: (r) => `${r.date}-${r.targetId}-${r.type ?? ''}-${r.amount}`,
    columns,
    empty: t('give.history.empty'),
  };
  return (
    <ListSection
      title={t('give.history.title')}
      heading="h2"
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('give.history.caption')}
      description={description}
      toolbar={<DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />}
      csvFileName={`money-give-${state.range.from}-${state.range.to}.csv`}
      anchor={HISTORY_ANCHORS.give}
    />
  );
}
