// The sub-partner list on the shared server grid: the role and member filters in the address, one
// request per page / order / filter, CSV of every page, the columns a partner chose kept for them.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { columnsStorageKey, GridFilters, ServerDataGrid, useGridState } from '@/resources/data-grid';
import type { ListDescription } from '@/resources/paged-list';
import { useSession } from '@/session/use-session';
import { PARTNER_FILTERS, PARTNER_ROLES, usePartnerList } from './api';
import { partnerColumns, partnerRowKey, type PartnerRow } from './partner-columns';

export function PartnerListScreen() {
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const { state, sort, setPage, setFilter, setSort } = useGridState(PARTNER_FILTERS);
  const list = usePartnerList(state, sort);
  const columns = useMemo(() => partnerColumns(t, lang), [t, lang]);
  const description = useMemo<ListDescription<PartnerRow>>(
    () => ({ rowKey: partnerRowKey, columns, empty: t('partnerList.empty') }),
    [columns, t],
  );
  const selects = [
    {
      name: 'role' as const,
      label: t('partnerList.filter.role'),
      options: PARTNER_ROLES.map((v) => ({ value: v, label: t(`role.${v}`) })),
    },
  ];
  return (
    <ServerDataGrid
      title={t('pages:partnerList.title')}
      caption={t('partnerList.caption')}
      description={description}
      list={list}
      page={state.page}
      onPage={setPage}
      sort={sort}
      onSort={setSort}
      columnsKey={columnsStorageKey('partnerList', memId)}
      csvFileName="partner-sub-partners.csv"
      toolbar={
        <GridFilters
          label={t('partnerList.filter.label')}
          all={t('partnerList.filter.all')}
          selects={selects}
          search={{ name: 'search', label: t('partnerList.filter.search'), submit: t('partnerList.filter.submit') }}
          filters={state.filters}
          onFilter={setFilter}
          compact={mobile}
        />
      }
    />
  );
}
