// The money move history on the shared server grid: the type, period and member filters in the
// address, one request per page / order / filter, CSV of every page. The money move action (its
// own form, another screen's work) goes in `action`, above the history.
import Stack from '@mui/material/Stack';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { columnsStorageKey, GridFilters, ServerDataGrid, useGridState } from '@/resources/data-grid';
import type { ListDescription } from '@/resources/paged-list';
import { useSession } from '@/session/use-session';
import { MOVE_FILTERS, TRANSFER_TYPES, useMoveList } from './api';
import { moveColumns, moveRowKey, type MoveRow } from './move-columns';

export function MoveListScreen({ action }: { action?: ReactNode }) {
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const { state, sort, setPage, setRange, setFilter, setSort } = useGridState(MOVE_FILTERS);
  const list = useMoveList(state, sort);
  const columns = useMemo(() => moveColumns(t, lang), [t, lang]);
  const description = useMemo<ListDescription<MoveRow>>(() => ({ rowKey: moveRowKey, columns, empty: t('moveList.empty') }), [columns, t]);
  const selects = [
    {
      name: 'type' as const,
      label: t('moveList.filter.type'),
      options: TRANSFER_TYPES.map((v) => ({ value: v, label: t(`moveList.type.${v}`) })),
    },
  ];
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {/* SLOT: the money move action (form) sits here, above its history */}
      {action}
      <ServerDataGrid
        title={t('pages:partnerMoneyMoveList.title')}
        caption={t('moveList.caption')}
        description={description}
        list={list}
        page={state.page}
        onPage={setPage}
        sort={sort}
        onSort={setSort}
        columnsKey={columnsStorageKey('partnerMoneyMoveList', memId)}
        csvFileName={`partner-money-moves-${state.range.from}-${state.range.to}.csv`}
        toolbar={
          <GridFilters
            label={t('moveList.filter.label')}
            all={t('moveList.filter.all')}
            range={state.range}
            onRange={setRange}
            selects={selects}
            search={{ name: 'search', label: t('moveList.filter.search'), submit: t('moveList.filter.submit') }}
            filters={state.filters}
            onFilter={setFilter}
            compact={mobile}
          />
        }
      />
    </Stack>
  );
}
