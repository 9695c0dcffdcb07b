// The reserved settlement payment (docs/rules.md#routes): the unpaid, not yet reserved settlements (which member,
// which day, which game, how much) and when to pay; each row's button asks first (member, day, game,
// amount and time) and reserves that settlement once; a table on the desktop, cards on a phone. A
// refusal (C999/T999 already reserved or paid, E001, E002, NT99, TE99) stays in the confirmation as
// its own message; a lost answer (the outcome unknown) links the reservations below.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '@/api/contract';
import { HistoryLink } from '@/kit/HistoryLink';
import { useLayout } from '@forms/renderer/layout-context';
import { HISTORY_PATHS } from '@/config/history-paths';
import { formatServerDate, formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import { PagedList } from '@/kit/paged-list/PagedList';
import { pickerLocale } from '@/kit/paged-list/picker-locale';
import { type Column, type ListDescription, type RowAction } from '@/kit/paged-list/description';
import { useSettlementReserve } from '../api/partner-settlement-reserve';
import { useUnpaidSettlements } from '../api/partner-settlements';
import { SectionHeading } from '../status/SectionHeading';
import { defaultPayAt, serverPayAt } from './time';

type Row = ContractData<'/api/partner/calculationList'>['list'][number];

const rowKey = (r: Row) => `${r.date}-${r.memId}-${r.category}`;
const who = (r: Row) => r.memNick ?? r.memId;
const noPage = () => undefined;

export function ReservePayment() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const layout = useLayout();
  const headingId = useId();
  const picker = pickerLocale(lang);
  const settlements = useUnpaidSettlements();
  const reserve = useSettlementReserve();
  const [payAt, setPayAt] = useState(defaultPayAt);
  const [done, setDone] = useState<string | null>(null);
  const category = (r: Row) => t(`home.category.${r.category}`);
  const columns = useMemo<Column<Row>[]>(
    () => [
      { id: 'date', header: t('reserve.col.date'), cell: (r) => formatServerDate(r.date, lang) },
      { id: 'member', header: t('reserve.col.member'), cell: (r) => `${who(r)} (${r.memId})` },
      { id: 'category', header: t('reserve.col.category'), cell: (r) => t(`home.category.${r.category}`) },
      { id: 'amount', header: t('reserve.col.amount'), align: 'right', cell: (r) => formatWon(r.settlement, lang) },
    ],
    [t, lang],
  );
  const action: RowAction<Row> = {
    id: 'reserve',
    label: (r) => t('reserve.rowLabel', { nick: who(r), date: formatServerDate(r.date, lang), category: category(r) }),
    text: t('reserve.button'),
    available: () => true,
    tone: 'plain',
    confirm: {
      title: t('reserve.confirmTitle'),
      text: (r) =>
        t('reserve.confirm', {
          nick: who(r),
          date: formatServerDate(r.date, lang),
          category: category(r),
          amount: formatWon(r.settlement, lang),
          time: formatServerTime(serverPayAt(payAt), lang),
        }),
      ok: t('reserve.button'),
    },
    run: async (r) => {
      await reserve.send({ payAt: serverPayAt(payAt), memId: r.memId, settlementDate: r.date, category: r.category, amount: r.settlement });
      setDone(t('reserve.done', { nick: who(r), amount: formatWon(r.settlement, lang), time: formatServerTime(serverPayAt(payAt), lang) }));
    },
    pending: reserve.isPending,
    outcomeLink: <HistoryLink to={HISTORY_PATHS.reserve[layout]} label={t('reserve.historyLink')} />,
  };
  const description: ListDescription<Row> = { rowKey, columns, actions: [action], empty: t('reserve.empty') };
  const rows = (settlements.data?.list ?? []).filter((r) => !r.reservedAt && r.settlement > 0);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <SectionHeading id={headingId}>{t('reserve.title')}</SectionHeading>
      {done ? <Alert severity="success">{done}</Alert> : null}
      <PagedList
        caption={t('reserve.title')}
        description={description}
        query={settlements}
        rows={rows}
        pageInfo={undefined}
        page={1}
        onPage={noPage}
        toolbar={
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={picker.adapterLocale} localeText={picker.localeText}>
            <DateTimePicker
              label={t('reserve.payAt')}
              value={dayjs(payAt)}
              onChange={(d) => d && d.isValid() && setPayAt(d.format('YYYY-MM-DDTHH:mm'))}
              ampm={false}
              slotProps={{ textField: { helperText: t('reserve.seoul') } }}
              sx={{ maxWidth: 280 }}
            />
          </LocalizationProvider>
        }
      />
    </Stack>
  );
}
