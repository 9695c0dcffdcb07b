// The columns of the point list: when, kind, rates, points earned, what points were used for and how
// many; each is also the CSV column.
import type { TFunction } from 'i18next';
import { formatNumber } from '@forms/rules/format';
import { timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import { kindLabel, spentOnLabel, type PointRow } from './point-labels';

export function pointColumns(t: TFunction<'points'>, language: string): Column<PointRow>[] {
  const points = (value: number | undefined) => (value ? t('amount', { value: formatNumber(value, language) }) : t('none'));
  const percent = (value: number | undefined) => (value ? t('percent', { value: formatNumber(value, language) }) : t('none'));
  return [
    timeColumn('accrualDate', t('list.col.accrualDate'), (r) => r.accrualDate, { language }),
    { id: 'kind', header: t('list.col.kind'), cell: (r) => kindLabel(t, r), csv: (r) => kindLabel(t, r) },
    { id: 'percent', header: t('list.col.percent'), align: 'right', cell: (r) => percent(r.percent), csv: (r) => r.percent ?? 0 },
    {
      id: 'bonusPercent',
      header: t('list.col.bonusPercent'),
      align: 'right',
      cell: (r) => percent(r.bonusPercent),
      csv: (r) => r.bonusPercent ?? 0,
    },
    { id: 'points', header: t('list.col.points'), align: 'right', cell: (r) => points(r.points), csv: (r) => r.points },
    { id: 'useCategory', header: t('list.col.useCategory'), cell: (r) => spentOnLabel(t, r), csv: (r) => spentOnLabel(t, r) },
    {
      id: 'appliedPoints',
      header: t('list.col.appliedPoints'),
      align: 'right',
      cell: (r) => points(r.appliedPoints),
      csv: (r) => r.appliedPoints ?? 0,
    },
  ];
}
