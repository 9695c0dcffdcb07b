// The recommended members on the shared server grid, every one or those online now (a choice kept
// in the address, each its own contract call), the role and member filters, CSV of every page.
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { columnsStorageKey, GridFilters, ServerDataGrid, useGridState } from '@/resources/data-grid';
import type { ListDescription } from '@/resources/paged-list';
import { useSession } from '@/session/use-session';
import { MEMBER_FILTERS, MEMBER_LISTS, MEMBER_ROLES, memberView, useMemberList, type MemberView } from './api';
import { memberColumns, memberRowKey, type MemberRow } from './member-columns';

const VIEWS = Object.keys(MEMBER_LISTS) as MemberView[];

export function MemberListScreen() {
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const { state, sort, setPage, setFilter, setSort } = useGridState(MEMBER_FILTERS);
  const view = memberView(state.filters.view);
  const list = useMemberList(state, sort);
  const columns = useMemo(() => memberColumns(t, lang), [t, lang]);
  const empty = view === 'online' ? t('memberList.onlineEmpty') : t('memberList.empty');
  const description = useMemo<ListDescription<MemberRow>>(() => ({ rowKey: memberRowKey, columns, empty }), [columns, empty]);
  const selects = [
    { name: 'role' as const, label: t('memberList.filter.role'), options: MEMBER_ROLES.map((v) => ({ value: v, label: t(`role.${v}`) })) },
  ];
  return (
    <ServerDataGrid
      title={t('pages:partnerMemberList.title')}
      caption={view === 'online' ? t('memberList.onlineCaption') : t('memberList.caption')}
      description={description}
      list={list}
      page={state.page}
      onPage={setPage}
      sort={sort}
      onSort={setSort}
      columnsKey={columnsStorageKey('partnerMemberList', memId)}
      csvFileName={`partner-members-${view}.csv`}
      toolbar={
        <Stack spacing={1.5}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label={t('memberList.view.label')}
            value={view}
            onChange={(_, next: MemberView | null) => next && setFilter('view', next === 'all' ? '' : next)}
          >
            {VIEWS.map((v) => (
              <ToggleButton key={v} value={v}>
                {t(`memberList.view.${v}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <GridFilters
            label={t('memberList.filter.label')}
            all={t('memberList.filter.all')}
            selects={selects}
            search={{ name: 'search', label: t('memberList.filter.search'), submit: t('memberList.filter.submit') }}
            filters={state.filters}
            onFilter={setFilter}
            compact={mobile}
          />
        </Stack>
      }
    />
  );
}
