// Members: the list (state filter, search), one member's state actions, their live sessions (each can
// be made to expire: MemberSessions.tsx), a balance adjustment with a note (a ledger row with the
// reason "console") and the member's ledger. The list scrolls in a box of
// its own and an opened member's detail is scrolled into view and focused, so it never opens unseen
// below the fold.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ledgerList, memberApprove, type LedgerRow, type MemberStateText } from '../../decl/core';
import { memberAdjust, memberList, memberSetState, type MemberRow } from '../../decl/member';
import { request } from '../api';
import { money, seoulText } from '../format';
import { FieldRow } from '../parts/FieldRow';
import { RefreshButton } from '../parts/RefreshButton';
import { RowButton } from '../parts/RowButtons';
import { RowTable, type Column } from '../parts/RowTable';
import { FILTER_WIDTH, SelectField, textChoices } from '../parts/SelectField';
import type { Text } from '../text';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';
import { MemberSessions } from './MemberSessions';

const ACCOUNT_TEXT: Record<string, keyof Text> = { cash: 'cash', points: 'points', game: 'gameMoney' };
const accountText = (t: Text, account: string): string => {
  const key = ACCOUNT_TEXT[account];
  return key ? t[key] : account;
};
const STATE_TEXT: Record<MemberStateText, keyof Text> = {
  waiting: 'stateWaiting',
  normal: 'stateNormal',
  suspended: 'stateSuspended',
  locked: 'stateLocked',
};
const STATE_COLOR: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  waiting: 'info',
  normal: 'success',
  suspended: 'warning',
  locked: 'error',
};

const stateText = (t: Text, state: string): string => {
  const key = (STATE_TEXT as Partial<Record<string, keyof Text>>)[state];
  return key ? t[key] : state;
};

export function StateChip({ state }: { state: string }) {
  const t = useText();
  return <Chip size="small" color={STATE_COLOR[state] ?? 'default'} label={stateText(t, state)} />;
}

export function MembersPanel() {
  const t = useText();
  const [state, setState] = useState<MemberStateText | ''>('');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useRoute(memberList, { query: { state, q: query } });
  const rows = rowsOf(list.data);
  const row = rows.find((r) => r.memId === selected);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQuery(search.trim());
  };
  const onOpen = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) setSelected(typed.trim());
  };

  const columns: Column<MemberRow>[] = [
    { head: t.memberId, cell: (r) => r.memId },
    { head: t.nick, cell: (r) => r.nick },
    { head: t.name, cell: (r) => r.name },
    { head: t.state, cell: (r) => <StateChip state={r.state} /> },
    { head: t.partner, cell: (r) => r.partnerType ?? '' },
    { head: t.parent, cell: (r) => r.parentId ?? '' },
    { head: t.level, align: 'right', cell: (r) => r.level },
    { head: t.cash, align: 'right', cell: (r) => money(r.cash) },
    { head: t.points, align: 'right', cell: (r) => money(r.points) },
    { head: t.gameMoney, align: 'right', cell: (r) => money(r.gameMoney) },
    { head: t.joinedAt, nowrap: true, cell: (r) => seoulText(r.joinedAt) },
    {
      head: t.actions,
      cell: (r) => <RowButton action={{ label: t.select, onClick: () => setSelected(r.memId) }} of={r.memId} busy={false} />,
    },
  ];

  return (
    <>
      <Section title={t.tabMembers} actions={<RefreshButton of={list} />}>
        <Stack spacing={1.5}>
          <FieldRow onSubmit={onSearch}>
            <SelectField
              label={t.state}
              value={state}
              onChange={setState}
              choices={textChoices(t, STATE_TEXT)}
              all={t.all}
              sx={FILTER_WIDTH}
            />
            <TextField size="small" label={t.search} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flexGrow: 1 }} />
            <Button type="submit" variant="outlined">
              {t.find}
            </Button>
          </FieldRow>
          <ErrorAlert error={list.error} />
          {list.data && (
            <RowTable
              label={t.membersTable}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.memId}
              hover
              selected={(r) => r.memId === selected}
              nowrapHead
              stickyHeader
              containerSx={{ maxHeight: 360 }}
            />
          )}
          <Stack component="form" onSubmit={onOpen} direction="row" spacing={1.5}>
            <TextField size="small" label={t.memberId} value={typed} onChange={(e) => setTyped(e.target.value)} />
            <Button type="submit" variant="outlined" disabled={!typed.trim()}>
              {t.open}
            </Button>
          </Stack>
        </Stack>
      </Section>
      {selected && <MemberDetail key={selected} memId={selected} row={row} onChanged={list.reload} />}
    </>
  );
}

function MemberDetail({ memId, row, onChanged }: { memId: string; row: MemberRow | undefined; onChanged(): void }) {
  const t = useText();
  const stateAction = useAction();
  const adjust = useAction();
  const ledger = useRoute(ledgerList, { query: { memId } });
  const [account, setAccount] = useState<'cash' | 'points'>('cash');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const amountOk = /^[+-]?\d+$/.test(amount.trim()) && Number(amount) !== 0;
  const top = useRef<HTMLDivElement>(null);
  // opened (a row's Select, or Open by ID): bring the detail into view and put the focus on its heading
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    top.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    top.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, []);

  // a change reads the list, the ledger and the sessions again (locking ends the sessions)
  const [changes, setChanges] = useState(0);
  const changed = () => {
    onChanged();
    ledger.reload();
    setChanges((n) => n + 1);
  };
  const setTo = (state: 'normal' | 'suspended' | 'locked') =>
    void stateAction.run(
      () => request(memberSetState, { params: { memId }, body: { state } }),
      (r) => `${memId}: ${t.stateChanged} ${stateText(t, r.state)}`,
      changed,
    );
  const onAdjust = (e: FormEvent) => {
    e.preventDefault();
    if (!amountOk) return;
    void adjust.run(
      () =>
        request(memberAdjust, {
          params: { memId },
          body: { account, amount: Number(amount), ...(note.trim() ? { note: note.trim() } : {}) },
        }),
      (r) => `${t.adjusted} #${r.ledger.id} → ${money(r.ledger.balanceAfter)}`,
      () => {
        setAmount('');
        setNote('');
        changed();
      },
    );
  };

  return (
    <div ref={top} style={{ scrollMarginTop: 8 }}>
      <Section title={`${t.member}: ${memId}`} actions={row && <StateChip state={row.state} />} focusableTitle>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              disabled={stateAction.busy || (row !== undefined && row.state !== 'waiting')}
              onClick={() =>
                void stateAction.run(
                  () => request(memberApprove, { params: { memId } }),
                  (r) => `${memId}: ${t.stateChanged} ${stateText(t, r.state)}`,
                  changed,
                )
              }
            >
              {t.approve}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              disabled={stateAction.busy || row?.state === 'suspended'}
              onClick={() => setTo('suspended')}
            >
              {t.suspend}
            </Button>
            <Button variant="outlined" color="error" disabled={stateAction.busy || row?.state === 'locked'} onClick={() => setTo('locked')}>
              {t.lock}
            </Button>
            <Button variant="outlined" disabled={stateAction.busy || row?.state === 'normal'} onClick={() => setTo('normal')}>
              {t.backToNormal}
            </Button>
          </Stack>
          <Outcome action={stateAction} />
        </Stack>
      </Section>

      <MemberSessions key={changes} memId={memId} />

      <Section title={t.adjust}>
        <Stack spacing={1.5}>
          <FieldRow onSubmit={onAdjust}>
            <SelectField
              label={t.account}
              value={account}
              onChange={setAccount}
              choices={textChoices(t, { cash: 'cash', points: 'points' })}
              sx={{ minWidth: 140 }}
            />
            <TextField
              size="small"
              label={t.amount}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={amount.trim() !== '' && !amountOk}
              helperText={amount.trim() !== '' && !amountOk ? t.amountInteger : amountOk ? money(Number(amount)) : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              size="small"
              label={t.note}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              sx={{ flexGrow: 1 }}
              helperText=" "
            />
            <Button type="submit" variant="contained" disabled={!amountOk || adjust.busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
              {t.apply}
            </Button>
          </FieldRow>
          <Outcome action={adjust} />
        </Stack>
      </Section>

      <Section title={`${t.ledger}: ${memId}`} actions={<RefreshButton of={ledger} />}>
        <ErrorAlert error={ledger.error} />
        {ledger.data && ledger.data.mismatches.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {t.ledgerMismatch}: {JSON.stringify(ledger.data.mismatches)}
          </Alert>
        )}
        {ledger.data && (
          <RowTable
            label={t.ledgerTable}
            columns={ledgerColumns(t)}
            rows={ledger.data.rows}
            rowKey={(r) => r.id}
            containerSx={{ maxHeight: 420 }}
            stickyHeader
          />
        )}
      </Section>
    </div>
  );
}

const ledgerColumns = (t: Text): Column<LedgerRow>[] => [
  { head: '#', cell: (r) => r.id },
  { head: t.ledgerWhen, nowrap: true, cell: (r) => seoulText(r.createdAt) },
  { head: t.ledgerAccount, cell: (r) => accountText(t, r.account) },
  {
    head: t.ledgerAmount,
    align: 'right',
    cell: (r) => `${r.amount > 0 ? '+' : ''}${money(r.amount)}`,
    props: (r) => ({ sx: { color: r.amount < 0 ? 'error.main' : undefined } }),
  },
  { head: t.ledgerAfter, align: 'right', cell: (r) => money(r.balanceAfter) },
  { head: t.ledgerReason, cell: (r) => r.reason },
  { head: t.ledgerNote, cell: (r) => r.note ?? '' },
];
