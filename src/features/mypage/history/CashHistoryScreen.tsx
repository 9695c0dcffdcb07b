import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMutation } from '@/api/contract';
import { useLayout } from '@/components/layout';
import { formatServerTime, formatWon } from '@/lib/format';
import { ListSection } from '@/kit/paged-list/ListSection';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { cashColumns } from './cash-columns';
import { amountOf, deletable, type CashRow, type CashType } from './cash-row';

/** The deposit (in) or withdrawal (out) history: a description over the shared paged list. */
export function CashHistoryScreen({ cashType }: { cashType: CashType }) {
  const { t, i18n } = useTranslation('history');
  const lang = i18n.language;
  const kind = cashType === 'in' ? 'deposit' : 'withdrawal';
  const mobile = useLayout() === 'mobile';
  const { state, setPage, setRange } = useListState();
  const bodyOf = useCallback<BodyOf<'/api/cash/list/', never>>(
    (q) => ({ page: q.page, count_per_list: q.count_per_list, startDate: q.range.from, endDate: q.range.to, cashType }),
    [cashType],
  );
  const list = usePagedList('/api/cash/list/', bodyOf, state);
  const del = useContractMutation('/api/cash/del');
  const columns = useMemo(() => cashColumns(t, lang, cashType), [t, lang, cashType]);
  const when = (r: CashRow) => formatServerTime(r.applyDate, lang);
  const description: ListDescription<CashRow> = {
    rowKey: (r) => r.cashIdx,
    columns,
    empty: t(`${kind}.empty`),
    actions: [
      {
        id: 'delete',
        text: t('delete.text'),
        label: (r) => t('delete.label', { date: when(r) }),
        available: deletable,
        confirm: {
          title: t('delete.title'),
          text: (r) => t('delete.confirm', { date: when(r), amount: formatWon(amountOf(r, cashType), lang) }),
          ok: t('delete.ok'),
        },
        run: (r) => del.send({ cashIdxList: [r.cashIdx] }),
        pending: del.isPending,
      },
    ],
  };
  return (
    <ListSection
      title={t(`${kind}.title`)}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t(`${kind}.caption`)}
      description={description}
      toolbar={<DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />}
      csvFileName={`${kind}-${state.range.from}-${state.range.to}.csv`}
    />
  );
}
