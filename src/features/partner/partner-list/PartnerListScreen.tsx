// The sub-partner list by role and member, on the partner grid.
import { useTranslation } from 'react-i18next';
import { useGridState } from '@/kit/data-grid/grid-state';
import { PartnerGrid } from '../grid/PartnerGrid';
import { PARTNER_FILTERS, PARTNER_ROLES, usePartnerList } from './api';
import { partnerColumns, partnerRowKey } from './partner-columns';

export function PartnerListScreen() {
  const { t } = useTranslation('partner');
  const grid = useGridState(PARTNER_FILTERS);
  const list = usePartnerList(grid.state, grid.sort);
  const selects = [
    {
      name: 'role' as const,
      label: t('partnerList.filter.role'),
      options: PARTNER_ROLES.map((v) => ({ value: v, label: t(`role.${v}`) })),
    },
  ];
  return (
    <PartnerGrid
      name="partnerList"
      words="partnerList"
      grid={grid}
      list={list}
      columns={partnerColumns}
      rowKey={partnerRowKey}
      period={false}
      selects={selects}
      search="search"
      csvName="partner-sub-partners"
    />
  );
}
