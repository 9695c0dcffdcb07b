// The coupon history: one list declaration (date range, state filter and page in the address, a
// table on the desktop and cards on mobile, CSV of the range).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { ContractList } from '@/kit/paged-list/ContractList';
import { SelectFilter } from '@/kit/paged-list/SelectFilter';
import { oneOf, periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { COUPON_LIST, type CouponRow } from '../api/coupon-list';
import { couponColumns } from './coupon-columns';
import { COUPON_STATUSES } from './coupon-row';

const rowKey = (r: CouponRow) => r.couponIdx;

export function CouponHistorySection({ heading }: { heading: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('coupons');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const list = useContractList(COUPON_LIST, {
    filters: ['status'],
    body: (q) => {
      const status = oneOf(COUPON_STATUSES, q.filters.status);
      return { ...periodBody(q), ...(status ? { status } : {}) };
    },
  });
  const columns = useMemo(() => couponColumns(t, lang), [t, lang]);
  return (
    <ContractList
      list={list}
      words={(w) => t(`list.${w}`)}
      heading={heading}
      columns={columns}
      rowKey={rowKey}
      range
      csv="coupons"
      toolbar={
        <SelectFilter
          label={t('list.statusFilter')}
          all={t('list.allStatuses')}
          options={COUPON_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={oneOf(COUPON_STATUSES, list.state.filters.status) ?? ''}
          onChange={(value) => list.setFilter('status', value)}
          sx={{ flex: mobile ? '1 1 100%' : '0 0 160px' }}
        />
      }
    />
  );
}
