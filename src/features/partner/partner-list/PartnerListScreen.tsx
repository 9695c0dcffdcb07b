// The sub-partner list by role and member, on the partner grid.
import { useTranslation } from 'react-i18next';
import { gridSelect } from '@/kit/data-grid/ContractGrid';
import { PartnerGrid } from '../grid/PartnerGrid';
import { PARTNER_ROLES, usePartnerList } from '../api/partner-list';
import { partnerColumns, partnerRowKey } from './partner-columns';

export function PartnerListScreen() {
  const { t } = useTranslation('partner');
  const grid = usePartnerList();
  return (
    <PartnerGrid
      name="partnerList"
      words="partnerList"
      grid={grid}
      columns={partnerColumns}
      rowKey={partnerRowKey}
      selects={[gridSelect('role', t('partnerList.filter.role'), PARTNER_ROLES, (v) => t(`role.${v}`))]}
      csvName="partner-sub-partners"
    />
  );
}
