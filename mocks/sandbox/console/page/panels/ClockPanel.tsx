// The sandbox clock: now (ticking), set to a Seoul date-time, advance, back to real time.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AnswerOf, BodyOf } from '../../declare';
import { clockSet, health as healthRoute } from '../../decl/core';
import { request } from '../api';
import { isoFromSeoulInput, offsetText, seoulInputOf, seoulOf, seoulText } from '../format';
import { RefreshButton } from '../parts/RefreshButton';
import { SelectField } from '../parts/SelectField';
import { SeoulDateTimeField } from '../parts/SeoulDateTimeField';
import { ErrorAlert, Outcome, Section, useAction, useRoute, useText } from '../ui';

const UNITS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;
type Unit = keyof typeof UNITS;
type Moved = AnswerOf<typeof clockSet>;

export function ClockPanel() {
  const t = useText();
  const health = useRoute(healthRoute, {});
  const action = useAction();
  const [offset, setOffset] = useState<number | undefined>(undefined);
  const [tick, setTick] = useState(() => Date.now());
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState('30');
  const [unit, setUnit] = useState<Unit>('minutes');

  useEffect(() => {
    if (health.data) setOffset(health.data.clockOffsetMs);
  }, [health.data]);
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  useEffect(() => {
    if (offset !== undefined && !target) setTarget(seoulInputOf(Date.now() + offset).slice(0, 16));
  }, [offset, target]);

  const moved = (r: Moved) => setOffset(r.clockOffsetMs);
  const message = (r: Moved) => `${t.clockMoved} ${seoulText(r.now)}`;
  const move = (body: BodyOf<typeof clockSet>) => void action.run(() => request(clockSet, { body }), message, moved);
  const iso = isoFromSeoulInput(target);
  const n = Number(amount);
  const amountOk = amount.trim() !== '' && Number.isFinite(n) && n !== 0;

  return (
    <>
      <Section title={t.tabClock} actions={<RefreshButton of={health} />}>
        <ErrorAlert error={health.error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t.clockNow}
            </Typography>
            <Typography variant="h5" component="p" data-testid="clock-now" aria-live="polite">
              {offset === undefined ? '—' : seoulOf(tick + offset)}
            </Typography>
            <Typography variant="body2" data-testid="clock-offset">
              {offset === undefined ? '' : offset === 0 ? t.healthRealTime : offsetText(offset)}
            </Typography>
          </div>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t.clockReal}
            </Typography>
            <Typography variant="h5" component="p" color="text.secondary">
              {seoulOf(tick)}
            </Typography>
          </div>
        </Stack>
        <Outcome action={action} />
      </Section>

      <Section title={t.clockSet}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <SeoulDateTimeField label={t.clockDateTime} value={target} onChange={setTarget} />
          <Button variant="contained" disabled={!iso || action.busy} onClick={() => move({ now: iso })}>
            {t.clockSetButton}
          </Button>
        </Stack>
      </Section>

      <Section title={t.clockAdvance}>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t.clockAmount}
              type="number"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              size="small"
              sx={{ width: { sm: 140 } }}
            />
            <SelectField
              label={t.clockUnit}
              value={unit}
              onChange={setUnit}
              choices={(Object.keys(UNITS) as Unit[]).map((u) => ({ value: u, label: t[u] }))}
              sx={{ minWidth: 140 }}
            />
            <Button
              variant="contained"
              disabled={!amountOk || action.busy}
              onClick={() => move({ advanceMs: Math.round(n * UNITS[unit]) })}
            >
              {t.advance}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {[
              { label: t.plus30m, ms: 30 * 60_000 },
              { label: t.plus1h, ms: 3_600_000 },
              { label: t.plus1d, ms: 86_400_000 },
            ].map((b) => (
              <Button key={b.label} variant="outlined" size="small" disabled={action.busy} onClick={() => move({ advanceMs: b.ms })}>
                {b.label}
              </Button>
            ))}
            <Button color="secondary" variant="outlined" size="small" disabled={action.busy} onClick={() => move({})}>
              {t.backToReal}
            </Button>
          </Stack>
        </Stack>
      </Section>
    </>
  );
}
