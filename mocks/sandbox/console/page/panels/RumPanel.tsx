// Real users: p75 LCP / INP / CLS per layout and route as the site's pages measured
// them (GET /__sandbox/rum, fed by the pages' beacons: POST /__sandbox/rum), the latest errors, and
// a button to forget them.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rumClear, rumSummary } from '../../decl/rum';
import { request } from '../api';
import { money } from '../format';
import { DataTable, ErrorAlert, Outcome, Section, useAction, useRoute, useText } from '../ui';

type Vital = 'LCP' | 'INP' | 'CLS';

/** Google's thresholds: good up to the first, poor from the second. */
const THRESHOLDS: Record<Vital, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };

function VitalCell({ name, value }: { name: Vital; value: number | null }) {
  if (value === null) return <TableCell align="right">—</TableCell>;
  const [good, poor] = THRESHOLDS[name];
  const color = value <= good ? 'success' : value < poor ? 'warning' : 'error';
  const label = name === 'CLS' ? value.toFixed(3) : `${money(Math.round(value))} ms`;
  return (
    <TableCell align="right">
      <Chip size="small" variant="outlined" color={color} label={label} />
    </TableCell>
  );
}

export function RumPanel() {
  const t = useText();
  const rum = useRoute(rumSummary, {});
  const clear = useAction();
  const data = rum.data;
  const source = { window: t.rumSourceWindow, rejection: t.rumSourceRejection, route: t.rumSourceRoute };

  return (
    <>
      <Section
        title={t.rumVitals}
        actions={
          <>
            <Button onClick={rum.reload} disabled={rum.loading}>
              {t.refresh}
            </Button>
            <Button
              color="error"
              disabled={clear.busy}
              onClick={() =>
                void clear.run(
                  () => request(rumClear),
                  () => t.rumCleared,
                  rum.reload,
                )
              }
            >
              {t.rumClear}
            </Button>
          </>
        }
      >
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t.rumVitalsHelp}
        </Typography>
        <ErrorAlert error={rum.error} />
        <Outcome action={clear} />
        {data && (
          <DataTable
            label={t.rumVitals}
            columns={6}
            empty={data.routes.length === 0}
            region={false}
            head={
              <>
                <TableCell>{t.rumLayout}</TableCell>
                <TableCell>{t.rumRoute}</TableCell>
                <TableCell align="right">LCP</TableCell>
                <TableCell align="right">INP</TableCell>
                <TableCell align="right">CLS</TableCell>
                <TableCell align="right">{t.rumSamples}</TableCell>
              </>
            }
          >
            {data.routes.map((r) => (
              <TableRow key={`${r.layout} ${r.route}`}>
                <TableCell>{r.layout}</TableCell>
                <TableCell component="th" scope="row">
                  <code>{r.route}</code>
                </TableCell>
                <VitalCell name="LCP" value={r.p75.LCP} />
                <VitalCell name="INP" value={r.p75.INP} />
                <VitalCell name="CLS" value={r.p75.CLS} />
                <TableCell align="right">
                  {r.samples.LCP} / {r.samples.INP} / {r.samples.CLS}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </Section>
      <Section title={t.rumErrors}>
        {data && (
          <DataTable
            label={t.rumErrors}
            columns={4}
            empty={data.errors.length === 0}
            region={false}
            head={
              <>
                <TableCell>{t.rumAt}</TableCell>
                <TableCell>{t.rumSource}</TableCell>
                <TableCell>{t.rumRoute}</TableCell>
                <TableCell>{t.rumMessage}</TableCell>
              </>
            }
          >
            {data.errors.map((e, i) => (
              <TableRow key={`${e.at} ${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.at}</TableCell>
                <TableCell>{source[e.source]}</TableCell>
                <TableCell>
                  <code>{e.route}</code> ({e.layout})
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }} title={e.stack}>
                  {e.message}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </Section>
    </>
  );
}
