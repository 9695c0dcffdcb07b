// Real users: p75 LCP / INP / CLS per layout and route as the site's pages measured
// them (GET /__sandbox/rum, fed by the pages' beacons: POST /__sandbox/rum), the latest errors, and
// a button to forget them.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { rumClear, rumSummary } from '../../decl/rum';
import type { AnswerOf } from '../../declare';
import { request } from '../api';
import { money } from '../format';
import { RefreshButton } from '../parts/RefreshButton';
import { RowTable, type Column } from '../parts/RowTable';
import type { Text } from '../text';
import { ErrorAlert, Outcome, Section, useAction, useRoute, useText } from '../ui';

type Vital = 'LCP' | 'INP' | 'CLS';
type RumRouteRow = AnswerOf<typeof rumSummary>['routes'][number];
type RumErrorRow = AnswerOf<typeof rumSummary>['errors'][number];

/** Google's thresholds: good up to the first, poor from the second. */
const THRESHOLDS: Record<Vital, [number, number]> = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] };

/** A p75 as a chip coloured by its thresholds; — without samples. */
function vitalChip(name: Vital, value: number | null): ReactNode {
  if (value === null) return '—';
  const [good, poor] = THRESHOLDS[name];
  const color = value <= good ? 'success' : value < poor ? 'warning' : 'error';
  const label = name === 'CLS' ? value.toFixed(3) : `${money(Math.round(value))} ms`;
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}

const vitalColumn = (name: Vital): Column<RumRouteRow> => ({ head: name, align: 'right', cell: (r) => vitalChip(name, r.p75[name]) });

const routeColumns = (t: Text): Column<RumRouteRow>[] => [
  { head: t.rumLayout, cell: (r) => r.layout },
  { head: t.rumRoute, rowHeader: true, cell: (r) => <code>{r.route}</code> },
  vitalColumn('LCP'),
  vitalColumn('INP'),
  vitalColumn('CLS'),
  { head: t.rumSamples, align: 'right', cell: (r) => `${r.samples.LCP} / ${r.samples.INP} / ${r.samples.CLS}` },
];

const errorColumns = (t: Text): Column<RumErrorRow>[] => {
  const source = { window: t.rumSourceWindow, rejection: t.rumSourceRejection, route: t.rumSourceRoute };
  return [
    { head: t.rumAt, nowrap: true, cell: (e) => e.at },
    { head: t.rumSource, cell: (e) => source[e.source] },
    {
      head: t.rumRoute,
      cell: (e) => (
        <>
          <code>{e.route}</code> ({e.layout})
        </>
      ),
    },
    { head: t.rumMessage, sx: { wordBreak: 'break-word' }, cell: (e) => e.message, props: (e) => ({ title: e.stack }) },
  ];
};

export function RumPanel() {
  const t = useText();
  const rum = useRoute(rumSummary, {});
  const clear = useAction();
  const data = rum.data;

  return (
    <>
      <Section
        title={t.rumVitals}
        actions={
          <>
            <RefreshButton of={rum} />
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
          <RowTable
            label={t.rumVitals}
            columns={routeColumns(t)}
            rows={data.routes}
            rowKey={(r) => `${r.layout} ${r.route}`}
            region={false}
          />
        )}
      </Section>
      <Section title={t.rumErrors}>
        {data && (
          <RowTable label={t.rumErrors} columns={errorColumns(t)} rows={data.errors} rowKey={(e, i) => `${e.at} ${i}`} region={false} />
        )}
      </Section>
    </>
  );
}
