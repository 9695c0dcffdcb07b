// Health: the database, the sandbox clock, ledger mismatches; reset with a confirmation.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { health as healthRoute, reset as resetRoute } from '../../decl/core';
import { request } from '../api';
import { ConfirmDialog } from '../parts/FormDialog';
import { RefreshButton } from '../parts/RefreshButton';
import { offsetText, seoulText } from '../format';
import { ErrorAlert, Outcome, Section, useAction, useRoute, useText } from '../ui';

export function OverviewPanel() {
  const t = useText();
  const health = useRoute(healthRoute, {});
  const reset = useAction();
  const [confirming, setConfirming] = useState(false);
  const h = health.data;

  return (
    <>
      <Section title={t.tabOverview} actions={<RefreshButton of={health} />}>
        <ErrorAlert error={health.error} />
        {h && (
          <Table size="small" aria-label={t.tabOverview}>
            <TableBody>
              <Fact label={t.healthDatabase} testId="health-database">
                {h.database}
              </Fact>
              <Fact label={t.healthNow} testId="health-now">
                {seoulText(h.now)}
              </Fact>
              <Fact label={t.healthOffset} testId="health-offset">
                {h.clockOffsetMs === 0 ? t.healthRealTime : offsetText(h.clockOffsetMs)}
              </Fact>
              <Fact label={t.healthMismatches}>
                <Chip
                  data-testid="health-mismatches"
                  size="small"
                  color={h.ledgerMismatches === 0 ? 'success' : 'error'}
                  label={h.ledgerMismatches === 0 ? `0 — ${t.healthBooksAgree}` : String(h.ledgerMismatches)}
                />
              </Fact>
              {h.operations && (
                <Fact label={t.healthOperations}>
                  {h.operations.state.length} / {h.operations.state.length + h.operations.examples.length}
                </Fact>
              )}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t.reset}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Button color="error" variant="outlined" disabled={reset.busy} onClick={() => setConfirming(true)}>
            {t.reset}
          </Button>
          <Outcome action={reset} />
        </Stack>
        <ConfirmDialog
          open={confirming}
          title={t.resetTitle}
          body={t.resetBody}
          onClose={(ok) => {
            setConfirming(false);
            if (ok)
              void reset.run(
                () => request(resetRoute),
                () => t.resetDone,
                health.reload,
              );
          }}
        />
      </Section>
    </>
  );
}

/** A row of the health table: what it is, then its value. */
function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: { sm: 280 } }}>
        {label}
      </TableCell>
      <TableCell data-testid={testId}>{children}</TableCell>
    </TableRow>
  );
}
