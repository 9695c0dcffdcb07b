// The point records: one list declaration (date range and page in the address, a table on the
// desktop and cards on mobile, CSV of the range).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { ContractList } from '@/kit/paged-list/ContractList';
import { periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { POINT_LIST } from '../api/point-list';
import { pointColumns } from './point-columns';
import type { PointRow } from './point-labels';

const rowKey = (r: PointRow) => `${r.accrualDate}-${r.kindCode}-${r.points}-${r.appliedPoints ?? 0}`;

export function PointListSection({ heading }: { heading: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('points');
  const lang = i18n.language;
  const list = useContractList(POINT_LIST, { body: periodBody });
  const columns = useMemo(() => pointColumns(t, lang), [t, lang]);
  return (
    <ContractList
      list={list}
      words={(w) => t(`list.${w}`)}
      heading={heading}
      columns={columns}
      rowKey={rowKey}
      range
      csv="points"
      anchor={HISTORY_ANCHORS.point}
    />
  );
}
