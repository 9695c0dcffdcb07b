// The partner betting list by period, vendor (the site's game codes), result and member, with the
// totals of the whole filter, on the partner grid. Vendors (the filter's and the rows') and games are
// named in the member's language.
import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';
import { codeName } from '@/lib/code-name';
import { gridSelect } from '@/kit/data-grid/ContractGrid';
import { PartnerGrid } from '../grid/PartnerGrid';
import { RESULTS, useBettingList } from '../api/partner-betting-list';
import { betRowKey, bettingColumns } from './betting-columns';

const TOTALS = ['cash', 'winCash', 'revenue'] as const;

export function BettingListScreen() {
  const { t, i18n } = useTranslation('partner');
  const grid = useBettingList();
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
    gridSelect('result', t('bettingList.filter.result'), RESULTS, (v) => t(`bettingList.result.${v}`)),
  ];
  return (
    <PartnerGrid
      name="partnerBettingList"
      words="bettingList"
      grid={grid}
      columns={columns}
      rowKey={betRowKey}
      selects={selects}
      csvName="partner-bets"
      totals={{ ids: TOTALS, words: (id) => t(`bettingList.totals.${id}`), values: grid.read.query.data?.totals }}
    />
  );
}
