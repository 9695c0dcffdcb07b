// Partners: the partner tree (each member indented under its parent) with its cash, its rolling /
// losing rates per category and whether a change locks them (lifted here, or by moving the clock a
// day), the partners' money permissions (off: C301 / C401), and the settlement reservations.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  partnerPayDue,
  partnerPermissionsSet,
  partnerRateLock,
  partnerReservations,
  partnerTree,
  type PartnerRow,
} from '../../decl/partner';
import { request } from '../api';
import { money } from '../format';
import type { Text } from '../text';
import { DataTable, ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

const PERMISSIONS = ['give', 'takeback', 'move'] as const;
const PERMISSION_TEXT: Record<(typeof PERMISSIONS)[number], keyof Text> = { give: 'permGive', takeback: 'permTakeback', move: 'permMove' };

/** The rows in tree order (each under its parent), with their depth. */
function treeOrder(rows: PartnerRow[]): { row: PartnerRow; depth: number }[] {
  const ids = new Set(rows.map((r) => r.memId));
  const children = new Map<string, PartnerRow[]>();
  for (const r of rows) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: { row: PartnerRow; depth: number }[] = [];
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

  return (
    <>
      <Section
        title={t.tabPartners}
        actions={
          <Button onClick={reload} disabled={tree.loading}>
            {t.refresh}
          </Button>
        }
      >
        <Stack spacing={1.5}>
          <Outcome action={action} />
          <ErrorAlert error={tree.error} />
          {tree.data && (
            <TableContainer tabIndex={0} role="region" aria-label={t.partnersTable}>
              <Table size="small" aria-label={t.partnersTable}>
                <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableRow>
                    <TableCell>{t.memberId}</TableCell>
                    <TableCell>{t.partner}</TableCell>
                    <TableCell align="right">{t.cash}</TableCell>
                    <TableCell>{t.partnerRates}</TableCell>
                    <TableCell>{t.partnerLock}</TableCell>
                    <TableCell>{t.partnerPermissions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {treeOrder(rowsOf(tree.data)).map(({ row, depth }) => {
                    const lock = row.rates.map((r) => r.lockedUntil).filter((l): l is string => l !== null)[0];
                    return (
                      <TableRow key={row.memId}>
                        <TableCell sx={{ pl: 2 + depth * 2, whiteSpace: 'nowrap' }}>
                          {row.memId} <small>({row.nick})</small>
                        </TableCell>
                        <TableCell>{row.partnerType}</TableCell>
                        <TableCell align="right">{money(row.cash)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap', fontSize: '0.8rem' }}>
                          {row.rates.map((r) => `${r.category} ${r.rollingRate}/${r.losingRate}`).join(' · ')}
                        </TableCell>
                        <TableCell>
                          {lock ? (
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              <Chip size="small" color="warning" label={`${t.partnerLockedUntil} ${lock}`} />
                              <Button size="small" disabled={action.busy} onClick={() => unlock(row.memId)}>
                                {t.partnerUnlock}
                              </Button>
                            </Stack>
                          ) : (
                            '–'
                          )}
                        </TableCell>
                        <TableCell>
                          {row.permissions ? (
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
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
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
          <DataTable
            label={t.partnerReservations}
            columns={7}
            empty={rowsOf(reservations.data).length === 0}
            head={
              <>
                <TableCell>#</TableCell>
                <TableCell>{t.partnerPayer}</TableCell>
                <TableCell>{t.memberId}</TableCell>
                <TableCell>{t.partnerSettlement}</TableCell>
                <TableCell align="right">{t.partnerAmount}</TableCell>
                <TableCell>{t.partnerPayAt}</TableCell>
                <TableCell>{t.state}</TableCell>
              </>
            }
          >
            {rowsOf(reservations.data).map((r) => (
              <TableRow key={r.reserveIdx}>
                <TableCell>{r.reserveIdx}</TableCell>
                <TableCell>{r.partnerId}</TableCell>
                <TableCell>{r.memId}</TableCell>
                <TableCell>{`${r.settlementDate} ${r.category}`}</TableCell>
                <TableCell align="right">{money(r.amount)}</TableCell>
                <TableCell>{r.payAt}</TableCell>
                <TableCell>{r.status}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </Section>
    </>
  );
}
