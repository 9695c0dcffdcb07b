// The reserved settlement payments (inferred beside the reservation (docs/rules.md#routes)): which settlement each
// pays, when, and its state, by state and page (in the address); a waiting one can be cancelled after
// a confirmation naming member, settlement, amount and time, sent once. A refusal (C503 already paid,
// C999 / T999 already cancelled, E001, E002, NT99, TE99) stays in the confirmation as its own message.
import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { formatServerDate, formatServerTime, formatWon } from '@/lib/format';
import { GridFilters } from '@/kit/data-grid/GridFilters';
import { ListSection } from '@/kit/paged-list/ListSection';
import { useListState } from '@/kit/paged-list/use-list-state';
import { type ListDescription, type RowAction } from '@/kit/paged-list/description';
import { useReserveCancel } from '../api/partner-settlement-reserve';
import { RESERVE_FILTERS, RESERVE_STATES, useReservations } from './api';
import { reservationColumns, reservationKey, reservationWho, type ReservationRow } from './reservation-columns';

export function Reservations() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const { state, setPage, setFilter } = useListState(RESERVE_FILTERS);
  const list = useReservations(state);
  const cancel = useReserveCancel();
  const [done, setDone] = useState<string | null>(null);
  const columns = useMemo(() => reservationColumns(t, lang), [t, lang]);
  const which = (r: ReservationRow) => ({
    nick: reservationWho(r),
    date: formatServerDate(r.settlementDate, lang),
    category: t(`home.category.${r.category}`),
    amount: formatWon(r.amount, lang),
    time: formatServerTime(r.payAt, lang),
  });
  const action: RowAction<ReservationRow> = {
    id: 'cancel',
    label: (r) => t('reserve.list.cancelLabel', which(r)),
    text: t('reserve.list.cancel'),
    available: (r) => r.status === 'waiting',
    confirm: {
      title: t('reserve.list.cancelTitle'),
      text: (r) => t('reserve.list.cancelConfirm', which(r)),
      ok: t('reserve.list.cancelOk'),
    },
    run: async (r) => {
      setDone(null);
      await cancel.send({ reserveIdx: r.reserveIdx });
      setDone(t('reserve.list.cancelled', which(r)));
    },
    pending: cancel.isPending,
  };
  const description: ListDescription<ReservationRow> = {
    rowKey: reservationKey,
    columns,
    actions: [action],
    empty: t('reserve.list.empty'),
  };
  const selects = [
    {
      name: 'status' as const,
      label: t('reserve.list.statusFilter'),
      options: RESERVE_STATES.map((v) => ({ value: v, label: t(`reserve.list.status.${v}`) })),
    },
  ];
  return (
    <ListSection
      title={t('reserve.list.title')}
      heading="h2"
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('reserve.list.caption')}
      description={description}
      toolbar={
        <>
          {done ? <Alert severity="success">{done}</Alert> : null}
          <GridFilters
            label={t('reserve.list.filterLabel')}
            all={t('reserve.list.all')}
            selects={selects}
            filters={state.filters}
            onFilter={setFilter}
            compact={mobile}
          />
        </>
      }
      csvFileName="partner-settlement-reservations.csv"
      anchor={HISTORY_ANCHORS.reserve}
    />
  );
}
