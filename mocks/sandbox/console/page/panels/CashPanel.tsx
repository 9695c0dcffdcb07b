// Cash requests: filter by status, direction and member; wait, approve, or reject with a reason.
// Each row offers only the moves its status allows (docs/rules.md#states: requested → waiting,
// waiting → complete or cancelled); a transition the state machine still refuses (another tab moved
// it) comes back as HTTP 409 with its code (C501–C503), shown as is. The actions stay in view at the
// row's end however wide the details are (a USDT wallet and TXID wrap).
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { cashApprove, cashList, cashReject, cashWait, type CashRow } from '../../decl/cash';
import { request } from '../api';
import { money, seoulText } from '../format';
import type { Text } from '../text';
import { ALL_SHOWN, DataTable, ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

/** What a request of each status can still become: requested → waiting; waiting → complete or cancelled. */
const canWait = (r: CashRow) => r.status === '0';
const canDecide = (r: CashRow) => r.status === '2';
const MOVES = { wait: cashWait, approve: cashApprove, reject: cashReject } as const;
/** The actions column stays at the table's right edge when the table scrolls sideways. */
const STUCK_RIGHT = { position: 'sticky', right: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap', zIndex: 1 } as const;

const STATUSES: { value: CashRow['status']; text: keyof Text; color: 'info' | 'success' | 'warning' | 'default' }[] = [
  { value: '0', text: 'status0', color: 'info' },
  { value: '2', text: 'status2', color: 'warning' },
  { value: '1', text: 'status1', color: 'success' },
  { value: '-1', text: 'statusCancelled', color: 'default' },
];

export function CashPanel() {
  const t = useText();
  const [status, setStatus] = useState<CashRow['status'] | ''>('');
  const [direction, setDirection] = useState<CashRow['direction'] | ''>('');
  const [memId, setMemId] = useState('');
  const list = useRoute(cashList, { query: { memId: memId.trim(), status, direction } });
  const action = useAction();
  const [rejecting, setRejecting] = useState<CashRow | null>(null);
  const [reason, setReason] = useState('');
  const rows = rowsOf(list.data);

  const act = (r: CashRow, verb: 'wait' | 'approve' | 'reject', reason?: string) =>
    void action.run(
      () => request(MOVES[verb], { params: { idx: r.idx }, body: reason ? { reason } : {} }),
      (a) => `#${r.idx} ${r.memId}: ${statusText(t, a?.status ?? '')}`.trim(),
      list.reload,
    );

  return (
    <Section
      title={t.tabCash}
      actions={
        <Button onClick={list.reload} disabled={list.loading}>
          {t.refresh}
        </Button>
      }
    >
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label={t.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as CashRow['status'] | '')}
            sx={{ minWidth: 160 }}
            slotProps={ALL_SHOWN}
          >
            <MenuItem value="">{t.all}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {t[s.text]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t.direction}
            value={direction}
            onChange={(e) => setDirection(e.target.value as CashRow['direction'] | '')}
            sx={{ minWidth: 160 }}
            slotProps={ALL_SHOWN}
          >
            <MenuItem value="">{t.all}</MenuItem>
            <MenuItem value="in">{t.dirIn}</MenuItem>
            <MenuItem value="out">{t.dirOut}</MenuItem>
          </TextField>
          <TextField size="small" label={t.memberId} value={memId} onChange={(e) => setMemId(e.target.value)} />
        </Stack>
        <Outcome action={action} />
        <ErrorAlert error={list.error} />
        {list.data && (
          <DataTable
            label={t.cashTable}
            columns={10}
            empty={rows.length === 0}
            nowrapHead
            head={
              <>
                <TableCell>#</TableCell>
                <TableCell>{t.member}</TableCell>
                <TableCell>{t.direction}</TableCell>
                <TableCell align="right">{t.money}</TableCell>
                <TableCell align="right">{t.bonus}</TableCell>
                <TableCell>{t.status}</TableCell>
                <TableCell>{t.appliedAt}</TableCell>
                <TableCell>{t.processedAt}</TableCell>
                <TableCell>{t.details}</TableCell>
                <TableCell sx={STUCK_RIGHT}>{t.actions}</TableCell>
              </>
            }
          >
            {rows.map((r) => {
              const s = STATUSES.find((x) => x.value === r.status);
              return (
                <TableRow key={r.idx} hover>
                  <TableCell>{r.idx}</TableCell>
                  <TableCell>{r.memId}</TableCell>
                  <TableCell>{r.direction === 'in' ? t.dirIn : r.direction === 'out' ? t.dirOut : r.direction}</TableCell>
                  <TableCell align="right">{money(r.amount)}</TableCell>
                  <TableCell align="right">{r.bonusAmt ? money(r.bonusAmt) : ''}</TableCell>
                  <TableCell>
                    <Chip size="small" color={s?.color ?? 'default'} label={s ? t[s.text] : r.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoulText(r.appliedAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoulText(r.processedAt)}</TableCell>
                  <TableCell sx={{ fontSize: 13, minWidth: 220, maxWidth: 360, overflowWrap: 'anywhere' }}>
                    <Details r={r} />
                  </TableCell>
                  <TableCell sx={STUCK_RIGHT}>
                    <Stack direction="row" spacing={0.5} sx={{ '& button': { minWidth: 0 } }}>
                      <Button
                        size="small"
                        aria-label={`${t.wait} #${r.idx}`}
                        disabled={action.busy || !canWait(r)}
                        onClick={() => act(r, 'wait')}
                      >
                        {t.wait}
                      </Button>
                      <Button
                        size="small"
                        aria-label={`${t.approve} #${r.idx}`}
                        disabled={action.busy || !canDecide(r)}
                        onClick={() => act(r, 'approve')}
                      >
                        {t.approve}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`${t.reject} #${r.idx}`}
                        disabled={action.busy || !canDecide(r)}
                        onClick={() => {
                          setReason('');
                          setRejecting(r);
                        }}
                      >
                        {t.reject}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
        )}
      </Stack>
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} aria-labelledby="reject-title" fullWidth maxWidth="xs">
        <DialogTitle id="reject-title">
          {t.rejectTitle} {rejecting ? `#${rejecting.idx}` : ''}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{t.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (rejecting) act(rejecting, 'reject', reason.trim());
              setRejecting(null);
            }}
          >
            {t.reject}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

/** Pay type, depositor, coin amount at its rate and network, wallet and TXID, a rejection's reason: what applies, a line each. */
function Details({ r }: { r: CashRow }) {
  const t = useText();
  const pay = r.payType === 'bank' ? t.payBank : r.payType === 'coin' ? t.payCoin : r.payType;
  const coin =
    r.coinAmount != null ? `${r.coinAmount} USDT${r.coinRate ? ` @ ${money(r.coinRate)}` : ''}${r.network ? ` (${r.network})` : ''}` : null;
  const lines: [string, string][] = [];
  if (r.depositName) lines.push([t.depositName, r.depositName]);
  if (r.walletAddress) lines.push([t.wallet, r.walletAddress]);
  if (r.txHash) lines.push([t.txid, r.txHash]);
  if (r.status === '-1' && r.rejectReason) lines.push([t.reason, r.rejectReason]);
  return (
    <>
      {(coin ?? pay) && <div>{coin ?? pay}</div>}
      {lines.map(([label, value]) => (
        <div key={label}>
          {label}: <span style={label === t.wallet || label === t.txid ? { fontFamily: 'monospace' } : undefined}>{value}</span>
        </div>
      ))}
    </>
  );
}

function statusText(t: Text, status: string): string {
  const s = STATUSES.find((x) => x.value === status);
  return s ? t[s.text] : status;
}
