// Partners: the partner tree (each member indented under its parent) with its cash, its rolling /
// losing rates per category and whether a change locks them (lifted here, or by moving the clock a
// day), the partners' money permissions (off: C301 / C401), and the settlement reservations.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  partnerPayDue,
  partnerPermissionsSet,
  partnerRateLock,
  partnerReservations,
  partnerTree,
  type PartnerRow,
  type ReservationRow,
} from '../../decl/partner';
import { request } from '../api';
import { money } from '../format';
import { RefreshButton } from '../parts/RefreshButton';
import { RowTable, type Column } from '../parts/RowTable';
import type { Text } from '../text';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

const PERMISSIONS = ['give', 'takeback', 'move'] as const;
const PERMISSION_TEXT: Record<(typeof PERMISSIONS)[number], keyof Text> = { give: 'permGive', takeback: 'permTakeback', move: 'permMove' };

type Placed = { row: PartnerRow; depth: number };

/** The rows in tree order (each under its parent), with their depth. */
function treeOrder(rows: PartnerRow[]): Placed[] {
  const ids = new Set(rows.map((r) => r.memId));
  const children = new Map<string, PartnerRow[]>();
  for (const r of rows) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: Placed[] = [];
  const walk = (parent: string, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      out.push({ row: r, depth });
      walk(r.memId, depth + 1);
    }
  };
  walk('', 0);
  return out;
}

export function PartnersPanel() {
  const t = useText();
  const tree = useRoute(partnerTree, {});
  const reservations = useRoute(partnerReservations, {});
  const action = useAction();
  const reload = () => {
    tree.reload();
    reservations.reload();
  };

  const unlock = (memId: string) =>
    action.run(
      () => request(partnerRateLock, { params: { memId }, body: { changedAt: null } }),
      () => `${memId}: ${t.partnerUnlocked}`,
      reload,
    );
  const toggle = (memId: string, key: (typeof PERMISSIONS)[number], value: boolean) =>
    action.run(
      () => request(partnerPermissionsSet, { params: { memId }, body: { [key]: value } }),
      () => `${memId}: ${t[PERMISSION_TEXT[key]]} ${value ? t.partnerOn : t.partnerOff}`,
      reload,
    );
  const payDue = () =>
    action.run(
      () => request(partnerPayDue),
      (r) => `${t.partnerPaid}: ${r.paid}`,
      reload,
    );

  const lockOf = (row: PartnerRow) => row.rates.map((r) => r.lockedUntil).filter((l): l is string => l !== null)[0];
  const treeColumns: Column<Placed>[] = [
    {
      head: t.memberId,
      cell: ({ row }) => (
        <>
          {row.memId} <small>({row.nick})</small>
        </>
      ),
      props: ({ depth }) => ({ sx: { pl: 2 + depth * 2, whiteSpace: 'nowrap' } }),
    },
    { head: t.partner, cell: ({ row }) => row.partnerType },
    { head: t.cash, align: 'right', cell: ({ row }) => money(row.cash) },
    {
      head: t.partnerRates,
      sx: { whiteSpace: 'nowrap', fontSize: '0.8rem' },
      cell: ({ row }) => row.rates.map((r) => `${r.category} ${r.rollingRate}/${r.losingRate}`).join(' · '),
    },
    {
      head: t.partnerLock,
      cell: ({ row }) => {
        const lock = lockOf(row);
        return lock ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color="warning" label={`${t.partnerLockedUntil} ${lock}`} />
            <Button size="small" disabled={action.busy} onClick={() => unlock(row.memId)}>
              {t.partnerUnlock}
            </Button>
          </Stack>
        ) : (
          '–'
        );
      },
    },
    {
      head: t.partnerPermissions,
      cell: ({ row }) =>
        row.permissions ? (
          <Stack direction="row" spacing={0.5}>
            {PERMISSIONS.map((k) => {
              const on = row.permissions?.[k] ?? true;
              return (
                <Chip
                  key={k}
                  size="small"
                  color={on ? 'success' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  label={`${t[PERMISSION_TEXT[k]]} ${on ? t.partnerOn : t.partnerOff}`}
                  onClick={() => toggle(row.memId, k, !on)}
                  disabled={action.busy}
                />
              );
            })}
          </Stack>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <>
      <Section title={t.tabPartners} actions={<RefreshButton of={{ reload, loading: tree.loading }} />}>
        <Stack spacing={1.5}>
          <Outcome action={action} />
          <ErrorAlert error={tree.error} />
          {tree.data && (
            <RowTable
              label={t.partnersTable}
              columns={treeColumns}
              rows={treeOrder(rowsOf(tree.data))}
              rowKey={({ row }) => row.memId}
              saysNone={false}
              nowrapHead
            />
          )}
        </Stack>
      </Section>
      <Section
        title={t.partnerReservations}
        actions={
          <Button onClick={payDue} disabled={action.busy}>
            {t.partnerPayDue}
          </Button>
        }
      >
        <ErrorAlert error={reservations.error} />
        {reservations.data && (
          <RowTable
            label={t.partnerReservations}
            columns={reservationColumns(t)}
            rows={rowsOf(reservations.data)}
            rowKey={(r) => r.reserveIdx}
          />
        )}
      </Section>
    </>
  );
}

const reservationColumns = (t: Text): Column<ReservationRow>[] => [
  { head: '#', cell: (r) => r.reserveIdx },
  { head: t.partnerPayer, cell: (r) => r.partnerId },
  { head: t.memberId, cell: (r) => r.memId },
  { head: t.partnerSettlement, cell: (r) => `${r.settlementDate} ${r.category}` },
  { head: t.partnerAmount, align: 'right', cell: (r) => money(r.amount) },
  { head: t.partnerPayAt, cell: (r) => r.payAt },
  { head: t.state, cell: (r) => r.status },
];
