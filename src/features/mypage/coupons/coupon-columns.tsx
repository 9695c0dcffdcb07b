// The columns of the coupon history: when it came, its name, kind and value, its expiry, its state
// (a word, not only a colour), who gave it or got it, and when it was used or gifted; each is also the
// CSV column.
import type { TFunction } from 'i18next';
import { stateColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { CouponRow } from '../api/coupon-list';
import { couponExpiry, couponOrigin, couponValue } from './coupon-row';
import { CouponStatusChip } from './CouponStatusChip';

/** Who: the member it went to (gifted), else where it came from. */
const party = (t: TFunction<'coupons'>, r: CouponRow) =>
  r.status === 'gifted' && r.toId ? t('list.to', { id: r.toId }) : couponOrigin(t, r);

export function couponColumns(t: TFunction<'coupons'>, language: string): Column<CouponRow>[] {
  return [
    timeColumn('regDate', t('list.col.regDate'), (r) => r.regDate, { language }),
    { id: 'name', header: t('list.col.name'), cell: (r) => r.name, csv: (r) => r.name },
    { id: 'kind', header: t('list.col.kind'), cell: (r) => t(`kind.${r.kind}`), csv: (r) => t(`kind.${r.kind}`) },
    { id: 'value', header: t('list.col.value'), align: 'right', cell: (r) => couponValue(t, r, language), csv: (r) => r.amount },
    {
      id: 'expireDate',
      header: t('list.col.expireDate'),
      cell: (r) => couponExpiry(t, r.expireDate, language),
      csv: (r) => r.expireDate ?? '',
    },
    stateColumn(
      'status',
      t('list.col.status'),
      (r) => r.status,
      (s) => t(`status.${s}`),
      { chip: (s) => <CouponStatusChip status={s} /> },
    ),
    { id: 'party', header: t('list.col.party'), cell: (r) => party(t, r), csv: (r) => party(t, r) },
    timeColumn('useDate', t('list.col.useDate'), (r) => r.useDate, { language, none: t('list.none') }),
  ];
}
