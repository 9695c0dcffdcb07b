// Cash requests: filter by status, direction and member; wait, approve, or reject with a reason.
// Each row offers only the moves its status allows (docs/rules.md#states: requested → waiting,
// waiting → complete or cancelled); a transition the state machine still refuses (another tab moved
// it) comes back as HTTP 409 with its code (C501–C503), shown as is. The actions stay in view at the
// row's end however wide the details are (a USDT wallet and TXID wrap).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { cashApprove, cashList, cashReject, cashWait, type CashRow } from '../../decl/cash';
import { request } from '../api';
import { money, seoulText } from '../format';
import { FieldRow } from '../parts/FieldRow';
import { FormDialog } from '../parts/FormDialog';
import { RefreshButton } from '../parts/RefreshButton';
import { RowButtons } from '../parts/RowButtons';
import { RowTable, type Column } from '../parts/RowTable';
import { FILTER_WIDTH, SelectField, textChoices } from '../parts/SelectField';
import type { Text } from '../text';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

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

  const columns: Column<CashRow>[] = [
    { head: '#', cell: (r) => r.idx },
    { head: t.member, cell: (r) => r.memId },
    { head: t.direction, cell: (r) => (r.direction === 'in' ? t.dirIn : r.direction === 'out' ? t.dirOut : r.direction) },
    { head: t.money, align: 'right', cell: (r) => money(r.amount) },
    { head: t.bonus, align: 'right', cell: (r) => (r.bonusAmt ? money(r.bonusAmt) : '') },
    { head: t.status, cell: (r) => <StatusChip status={r.status} /> },
    { head: t.appliedAt, nowrap: true, cell: (r) => seoulText(r.appliedAt) },
    { head: t.processedAt, nowrap: true, cell: (r) => seoulText(r.processedAt) },
    { head: t.details, sx: { fontSize: 13, minWidth: 220, maxWidth: 360, overflowWrap: 'anywhere' }, cell: (r) => <Details r={r} /> },
    {
      head: t.actions,
      headSx: STUCK_RIGHT,
      sx: STUCK_RIGHT,
      cell: (r) => (
        <RowButtons
          of={`#${r.idx}`}
          busy={action.busy}
          actions={[
            { label: t.wait, disabled: !canWait(r), onClick: () => act(r, 'wait') },
            { label: t.approve, disabled: !canDecide(r), onClick: () => act(r, 'approve') },
            {
              label: t.reject,
              color: 'error',
              disabled: !canDecide(r),
              onClick: () => {
                setReason('');
                setRejecting(r);
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Section title={t.tabCash} actions={<RefreshButton of={list} />}>
      <Stack spacing={1.5}>
        <FieldRow>
          <SelectField
            label={t.status}
            value={status}
            onChange={setStatus}
            choices={STATUSES.map((s) => ({ value: s.value, label: t[s.text] }))}
            all={t.all}
            sx={FILTER_WIDTH}
          />
          <SelectField
            label={t.direction}
            value={direction}
            onChange={setDirection}
            choices={textChoices(t, { in: 'dirIn', out: 'dirOut' })}
            all={t.all}
            sx={FILTER_WIDTH}
          />
          <TextField size="small" label={t.memberId} value={memId} onChange={(e) => setMemId(e.target.value)} />
        </FieldRow>
        <Outcome action={action} />
        <ErrorAlert error={list.error} />
        {list.data && <RowTable label={t.cashTable} columns={columns} rows={rows} rowKey={(r) => r.idx} hover nowrapHead />}
      </Stack>
      <FormDialog
        id="reject-title"
        open={rejecting !== null}
        title={`${t.rejectTitle} ${rejecting ? `#${rejecting.idx}` : ''}`}
        confirm={t.reject}
        confirmColor="error"
        onClose={(ok) => {
          if (ok && rejecting) act(rejecting, 'reject', reason.trim());
          setRejecting(null);
        }}
      >
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
      </FormDialog>
    </Section>
  );
}

function StatusChip({ status }: { status: string }) {
  const t = useText();
  const s = STATUSES.find((x) => x.value === status);
  return <Chip size="small" color={s?.color ?? 'default'} label={s ? t[s.text] : status} />;
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
