// Health: the database, the sandbox clock, ledger mismatches; reset with a confirmation.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { health as healthRoute, reset as resetRoute } from '../../decl/core';
import { request } from '../api';
import { offsetText, seoulText } from '../format';
import { ConfirmDialog, ErrorAlert, Outcome, Section, useAction, useRoute, useText } from '../ui';

export function OverviewPanel() {
  const t = useText();
  const health = useRoute(healthRoute, {});
  const reset = useAction();
  const [confirming, setConfirming] = useState(false);
  const h = health.data;

  return (
    <>
      <Section
        title={t.tabOverview}
        actions={
          <Button onClick={health.reload} disabled={health.loading}>
            {t.refresh}
          </Button>
        }
      >
        <ErrorAlert error={health.error} />
        {h && (
          <Table size="small" aria-label={t.tabOverview}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ width: { sm: 280 } }}>
                  {t.healthDatabase}
                </TableCell>
                <TableCell data-testid="health-database">{h.database}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ width: { sm: 280 } }}>
                  {t.healthNow}
                </TableCell>
                <TableCell data-testid="health-now">{seoulText(h.now)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ width: { sm: 280 } }}>
                  {t.healthOffset}
                </TableCell>
                <TableCell data-testid="health-offset">{h.clockOffsetMs === 0 ? t.healthRealTime : offsetText(h.clockOffsetMs)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ width: { sm: 280 } }}>
                  {t.healthMismatches}
                </TableCell>
                <TableCell>
                  <Chip
                    data-testid="health-mismatches"
                    size="small"
                    color={h.ledgerMismatches === 0 ? 'success' : 'error'}
                    label={h.ledgerMismatches === 0 ? `0 — ${t.healthBooksAgree}` : String(h.ledgerMismatches)}
                  />
                </TableCell>
              </TableRow>
              {h.operations && (
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ width: { sm: 280 } }}>
                    {t.healthOperations}
                  </TableCell>
                  <TableCell>
                    {h.operations.state.length} / {h.operations.state.length + h.operations.examples.length}
                  </TableCell>
                </TableRow>
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
