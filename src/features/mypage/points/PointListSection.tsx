// The point records on the shared paged list: date range and page in the address, a table on the
// desktop and cards on mobile, CSV of the range.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { ListSection } from '@/kit/paged-list/ListSection';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { POINT_LIST } from '../api/point-list';
import { pointColumns } from './point-columns';
import type { PointRow } from './point-labels';

export function PointListSection({ heading }: { heading: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('points');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const { state, setPage, setRange } = useListState();
  const bodyOf = useCallback<BodyOf<typeof POINT_LIST, never>>(
    (q) => ({ page: q.page, count_per_list: q.count_per_list, startDate: q.range.from, endDate: q.range.to }),
    [],
  );
  const list = usePagedList(POINT_LIST, bodyOf, state);
  const columns = useMemo(() => pointColumns(t, lang), [t, lang]);
  const description: ListDescription<PointRow> = {
    rowKey: (r) => `${r.accrualDate}-${r.kindCode}-${r.points}-${r.appliedPoints ?? 0}`,
    columns,
    empty: t('list.empty'),
  };
  return (
    <ListSection
      title={t('list.title')}
      heading={heading}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('list.caption')}
      description={description}
      toolbar={<DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />}
      csvFileName={`points-${state.range.from}-${state.range.to}.csv`}
      anchor={HISTORY_ANCHORS.point}
    />
  );
}
