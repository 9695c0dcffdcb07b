// The reserved settlement payment (SPEC §2): the unpaid, not yet reserved settlements (which member,
// which day, which game, how much) and when to pay; each row's button asks first (member, day, game,
// amount and time) and reserves that settlement once. A refusal (C999/T999 already reserved or paid,
// E001, E002, NT99, TE99) stays in the confirmation as its own message.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '@/api/contract';
import { QueryError } from '@/components/QueryError';
import { formatServerDate, formatServerTime, formatWon } from '@/lib/format';
import { ConfirmDialog } from '@/resources/paged-list/ConfirmDialog';
import type { RowAction } from '@/resources/paged-list';
import { Loading } from '../status/Loading';
import { useSettlementReserve, useUnpaidSettlements } from './api';
import { defaultPayAt, serverPayAt } from './time';

type Row = ContractData<'/api/partner/calculationList'>['list'][number];

export function ReservePayment() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const settlements = useUnpaidSettlements();
  const reserve = useSettlementReserve();
  const [payAt, setPayAt] = useState(defaultPayAt);
  const [asked, setAsked] = useState<{ action: RowAction<Row>; row: Row } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const who = (r: Row) => r.memNick ?? r.memId;
  const describe = (r: Row) =>
    t('reserve.confirm', {
      nick: who(r),
      date: formatServerDate(r.date, lang),
      category: t(`home.category.${r.category}`),
      amount: formatWon(r.settlement, lang),
      time: formatServerTime(serverPayAt(payAt), lang),
    });
  const action: RowAction<Row> = {
    id: 'reserve',
    label: (r) => t('reserve.rowLabel', { nick: who(r), date: formatServerDate(r.date, lang), category: t(`home.category.${r.category}`) }),
    text: t('reserve.button'),
    available: () => true,
    confirm: { title: t('reserve.confirmTitle'), text: describe, ok: t('reserve.button') },
    run: async (r) => {
      await reserve.send({ payAt: serverPayAt(payAt), memId: r.memId, settlementDate: r.date, category: r.category, amount: r.settlement });
      setDone(t('reserve.done', { nick: who(r), amount: formatWon(r.settlement, lang), time: formatServerTime(serverPayAt(payAt), lang) }));
    },
    pending: reserve.isPending,
  };
  const rows = (settlements.data?.list ?? []).filter((r) => !r.reservedAt && r.settlement > 0);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('reserve.title')}
      </Typography>
      {done ? <Alert severity="success">{done}</Alert> : null}
      {settlements.isError ? (
        <QueryError error={settlements.error} onRetry={() => void settlements.refetch()} />
      ) : settlements.isPending ? (
        <Loading label={t('reserve.loading')} />
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('reserve.empty')}</Alert>
      ) : (
        <>
          <TextField
            type="datetime-local"
            label={t('reserve.payAt')}
            value={payAt}
            onChange={(e) => e.target.value && setPayAt(e.target.value)}
            helperText={t('reserve.seoul')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 280 }}
          />
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('reserve.title')}>
              <TableHead>
                <TableRow>
                  {(['date', 'member', 'category', 'amount', 'action'] as const).map((c) => (
                    <TableCell key={c} component="th" scope="col" align={c === 'amount' ? 'right' : 'left'}>
                      {t(`reserve.col.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={`${r.date}-${r.memId}-${r.category}`}>
                    <TableCell>{formatServerDate(r.date, lang)}</TableCell>
                    <TableCell>{`${who(r)} (${r.memId})`}</TableCell>
                    <TableCell>{t(`home.category.${r.category}`)}</TableCell>
                    <TableCell align="right">{formatWon(r.settlement, lang)}</TableCell>
                    <TableCell>
                      <Button size="small" variant="outlined" aria-label={action.label(r)} onClick={() => setAsked({ action, row: r })}>
                        {action.text}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <ConfirmDialog asked={asked} onClose={() => setAsked(null)} />
    </Stack>
  );
}
