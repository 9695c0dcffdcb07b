// The point records on the shared paged list: date range and page in the address, a table on the
// desktop and cards on mobile, CSV of the range.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import {
  CsvButton,
  DateRangeFilter,
  PagedList,
  useListState,
  usePagedList,
  type BodyOf,
  type ListDescription,
} from '@/resources/paged-list';
import { POINT_LIST } from './api';
import { pointColumns } from './point-columns';
import type { PointRow } from './point-labels';

export function PointListSection({ heading }: { heading: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('points');
  const lang = i18n.language;
  const headingId = useId();
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
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component={heading} variant={heading === 'h1' ? 'h5' : 'h6'} sx={{ fontWeight: 700 }}>
          {t('list.title')}
        </Typography>
        <CsvButton
          columns={columns}
          fetchAll={list.fetchAll}
          fileName={`points-${state.range.from}-${state.range.to}.csv`}
          // off only once the period is known to be empty (not while it loads: no flicker from grey)
          disabled={!list.query.isPending && list.rows.length === 0}
        />
      </Stack>
      <PagedList
        caption={t('list.caption')}
        description={description}
        query={list.query}
        rows={list.rows}
        pageInfo={list.pageInfo}
        page={state.page}
        onPage={setPage}
        toolbar={<DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />}
      />
    </Stack>
  );
}
