// A point record's kind and use category as words of the member's language: the contract's codes
// (kindCode, useCategoryCode) map to the points namespace; a code this screen does not know shows
// the server's own display string.
import type { TFunction } from 'i18next';
import type { RowOf } from '@/kit/paged-list/use-paged-list';

export type PointRow = RowOf<'/api/point/list'>;

const KINDS = ['charge', 'betting', 'recommend', 'attendance', 'event', 'admin', 'conversion'] as const;
const USES = ['none', 'cash', 'admin'] as const;

const known = <T extends string>(list: readonly T[], code: string | undefined): code is T => list.includes(code as T);

export function kindLabel(t: TFunction<'points'>, row: PointRow): string {
  return known(KINDS, row.kindCode) ? t(`kind.${row.kindCode}`) : row.kind;
}

/** What the points were used for (the row's useCategory), in the member's words. */
export function spentOnLabel(t: TFunction<'points'>, row: PointRow): string {
  if (known(USES, row.useCategoryCode)) return t(`useCategory.${row.useCategoryCode}`);
  return row.useCategory || t('none');
}
