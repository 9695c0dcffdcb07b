// The partner betting list by period, vendor (the site's game codes), result and member, with the
// totals of the whole filter, on the partner grid. Vendors (the filter's and the rows') and games are
// named in the member's language.
import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';
import { codeName } from '@/lib/code-name';
import { useGridState } from '@/kit/data-grid/grid-state';
import { PartnerGrid } from '../grid/PartnerGrid';
import { BETTING_FILTERS, RESULTS, useBettingList } from './api';
import { betRowKey, bettingColumns } from './betting-columns';

const TOTALS = ['cash', 'winCash', 'revenue'] as const;

export function BettingListScreen() {
  const { t, i18n } = useTranslation('partner');
  const grid = useGridState(BETTING_FILTERS);
  const list = useBettingList(grid.state, grid.sort);
  const codes = useGameCodes().data;
  const groups = useGameGroupCodes().data;
  const vendors = (codes ?? []).filter((v) => v.useYn !== 'N');
  const named = useMemo(() => [...(codes ?? []), ...(groups ?? [])], [codes, groups]);
  const columns = useCallback((tr: TFunction<'partner'>, language: string) => bettingColumns(tr, language, named), [named]);
  const selects = [
    {
      name: 'vendor' as const,
      label: t('bettingList.filter.vendor'),
      options: vendors.map((v) => ({ value: v.code, label: codeName(v, i18n.language) })),
    },
    {
      name: 'result' as const,
      label: t('bettingList.filter.result'),
      options: RESULTS.map((v) => ({ value: v, label: t(`bettingList.result.${v}`) })),
    },
  ];
  return (
    <PartnerGrid
      name="partnerBettingList"
      words="bettingList"
      grid={grid}
      list={list}
      columns={columns}
      rowKey={betRowKey}
      period
      selects={selects}
      search="search"
      csvName="partner-bets"
      totals={{
        label: t('bettingList.totals.label'),
        ids: TOTALS,
        words: (id) => t(`bettingList.totals.${id}`),
        values: list.query.data?.totals,
      }}
    />
  );
}
