// The coupon history on the shared paged list: date range, state filter and page in the address, a
// table on the desktop and cards on mobile, CSV of the range.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { ListSection } from '@/kit/paged-list/ListSection';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { COUPON_LIST, type CouponRow } from '../api/coupon-list';
import { couponColumns } from './coupon-columns';
import { COUPON_STATUSES, type CouponStatus } from './coupon-row';

const FILTERS = ['status'] as const;
const isStatus = (value: string | undefined): value is CouponStatus => COUPON_STATUSES.includes(value as CouponStatus);

export function CouponHistorySection({ heading }: { heading: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('coupons');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const { state, setPage, setRange, setFilter } = useListState(FILTERS);
  const status = isStatus(state.filters.status) ? state.filters.status : undefined;
  const bodyOf = useCallback<BodyOf<typeof COUPON_LIST, 'status'>>((q) => {
    const chosen = q.filters.status;
    return {
      page: q.page,
      count_per_list: q.count_per_list,
      startDate: q.range.from,
      endDate: q.range.to,
      ...(isStatus(chosen) ? { status: chosen } : {}),
    };
  }, []);
  const list = usePagedList(COUPON_LIST, bodyOf, state);
  const columns = useMemo(() => couponColumns(t, lang), [t, lang]);
  const description: ListDescription<CouponRow> = { rowKey: (r) => r.couponIdx, columns, empty: t('list.empty') };
  return (
    <ListSection
      title={t('list.title')}
      heading={heading}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('list.caption')}
      description={description}
      toolbar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />
          <TextField
            select
            size="small"
            label={t('list.statusFilter')}
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ flex: mobile ? '1 1 100%' : '0 0 160px' }}
          >
            <MenuItem value="">{t('list.allStatuses')}</MenuItem>
            {COUPON_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      csvFileName={`coupons-${state.range.from}-${state.range.to}.csv`}
    />
  );
}
