// The columns of the coupon history: when it came, its name, kind and value, its expiry, its state
// (a word, not only a colour), who gave it or got it, and when it was used or gifted; each is also the
// CSV column.
import type { TFunction } from 'i18next';
import { formatServerTime } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import type { CouponRow } from '../api/coupon-list';
import { couponExpiry, couponOrigin, couponValue } from './coupon-row';
import { CouponStatusChip } from './CouponStatusChip';

/** Who: the member it went to (gifted), else where it came from. */
const party = (t: TFunction<'coupons'>, r: CouponRow) =>
  r.status === 'gifted' && r.toId ? t('list.to', { id: r.toId }) : couponOrigin(t, r);

export function couponColumns(t: TFunction<'coupons'>, language: string): Column<CouponRow>[] {
  return [
    { id: 'regDate', header: t('list.col.regDate'), cell: (r) => formatServerTime(r.regDate, language), csv: (r) => r.regDate },
    { id: 'name', header: t('list.col.name'), cell: (r) => r.name, csv: (r) => r.name },
    { id: 'kind', header: t('list.col.kind'), cell: (r) => t(`kind.${r.kind}`), csv: (r) => t(`kind.${r.kind}`) },
    { id: 'value', header: t('list.col.value'), align: 'right', cell: (r) => couponValue(t, r, language), csv: (r) => r.amount },
    {
      id: 'expireDate',
      header: t('list.col.expireDate'),
      cell: (r) => couponExpiry(t, r.expireDate, language),
      csv: (r) => r.expireDate ?? '',
    },
    {
      id: 'status',
      header: t('list.col.status'),
      cell: (r) => <CouponStatusChip status={r.status} />,
      csv: (r) => t(`status.${r.status}`),
    },
    { id: 'party', header: t('list.col.party'), cell: (r) => party(t, r), csv: (r) => party(t, r) },
    {
      id: 'useDate',
      header: t('list.col.useDate'),
      cell: (r) => (r.useDate ? formatServerTime(r.useDate, language) : t('list.none')),
      csv: (r) => r.useDate ?? '',
    },
  ];
}
