// The give / take-back history on the shared paged list: date range and page in the address, a table
// on the desktop and cards on mobile, CSV of the range.
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
import { TRANSFER_LIST } from './api';
import { transferColumns, type TransferRow } from './transfer-columns';

export function TransferHistory() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const headingId = useId();
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
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('give.history.title')}
        </Typography>
        <CsvButton
          columns={columns}
          fetchAll={list.fetchAll}
          fileName={`money-give-${state.range.from}-${state.range.to}.csv`}
          disabled={!list.query.isPending && list.rows.length === 0}
        />
      </Stack>
      <PagedList
        caption={t('give.history.caption')}
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
