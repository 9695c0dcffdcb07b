// The recommended members, every one or those online now (a choice kept in the address, each its
// own contract call), by role and member, on the partner grid.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { gridSelect } from '@/kit/data-grid/ContractGrid';
import { PartnerGrid } from '../grid/PartnerGrid';
import { MEMBER_LISTS, MEMBER_ROLES, memberView, useMemberList, type MemberView } from '../api/partner-member-lists';
import { memberColumns, memberRowKey } from './member-columns';

const VIEWS = Object.keys(MEMBER_LISTS) as MemberView[];

export function MemberListScreen() {
  const { t } = useTranslation('partner');
  const grid = useMemberList();
  const view = memberView(grid.state.filters.view);
  const views = (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      aria-label={t('memberList.view.label')}
      value={view}
      onChange={(_, next: MemberView | null) => next && grid.setFilter('view', next === 'all' ? '' : next)}
    >
      {VIEWS.map((v) => (
        <ToggleButton key={v} value={v}>
          {t(`memberList.view.${v}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <PartnerGrid
      name="partnerMemberList"
      words="memberList"
      caption={view === 'online' ? t('memberList.onlineCaption') : undefined}
      empty={view === 'online' ? t('memberList.onlineEmpty') : undefined}
      above={views}
      grid={grid}
      columns={memberColumns}
      rowKey={memberRowKey}
      selects={[gridSelect('role', t('memberList.filter.role'), MEMBER_ROLES, (v) => t(`role.${v}`))]}
      csvName={`partner-members-${view}`}
    />
  );
}
