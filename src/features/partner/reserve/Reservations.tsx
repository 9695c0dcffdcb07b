// The reserved settlement payments (inferred beside the reservation (docs/rules.md#routes)): which settlement each
// pays, when, and its state, by state and page (in the address); a waiting one can be cancelled after
// a confirmation naming member, settlement, amount and time, sent once. A refusal (C503 already paid,
// C999 / T999 already cancelled, E001, E002, NT99, TE99) stays in the confirmation as its own message.
import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { formatServerDate, formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import { GridFilters } from '@/kit/data-grid/GridFilters';
import { ContractList } from '@/kit/paged-list/ContractList';
import { type RowAction } from '@/kit/paged-list/description';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { useReserveCancel } from '../api/partner-settlement-reserve';
import { RESERVE_FILTERS, RESERVE_LIST, RESERVE_STATES, reservationsBody } from '../api/partner-settlement-reserve-list';
import { reservationColumns, reservationKey, reservationWho, type ReservationRow } from './reservation-columns';

export function Reservations() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const list = useContractList(RESERVE_LIST, { filters: RESERVE_FILTERS, body: reservationsBody });
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
  const selects = [
    {
      name: 'status' as const,
      label: t('reserve.list.statusFilter'),
      options: RESERVE_STATES.map((v) => ({ value: v, label: t(`reserve.list.status.${v}`) })),
    },
  ];
  return (
    <ContractList
      list={list}
      words={(w) => t(`reserve.list.${w}`)}
      heading="h2"
      columns={columns}
      rowKey={reservationKey}
      actions={[action]}
      toolbar={
        <>
          {done ? <Alert severity="success">{done}</Alert> : null}
          <GridFilters
            label={t('reserve.list.filterLabel')}
            all={t('reserve.list.all')}
            selects={selects}
            filters={list.state.filters}
            onFilter={list.setFilter}
            compact={mobile}
          />
        </>
      }
      csv="partner-settlement-reservations"
      anchor={HISTORY_ANCHORS.reserve}
    />
  );
}
