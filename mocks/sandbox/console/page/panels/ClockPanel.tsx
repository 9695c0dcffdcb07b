// The sandbox clock: now (ticking), set to a Seoul date-time, advance, back to real time.
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AnswerOf, BodyOf } from '../../declare';
import { clockSet, health as healthRoute } from '../../decl/core';
import { request } from '../api';
import { isoFromSeoulInput, offsetText, seoulInputOf, seoulOf, seoulText } from '../format';
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
  const post = (body: BodyOf<typeof clockSet>) => request(clockSet, { body });
  const iso = isoFromSeoulInput(target);
  const n = Number(amount);
  const amountOk = amount.trim() !== '' && Number.isFinite(n) && n !== 0;

  return (
    <>
      <Section
        title={t.tabClock}
        actions={
          <Button onClick={health.reload} disabled={health.loading}>
            {t.refresh}
          </Button>
        }
      >
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
          <TextField
            label={t.clockDateTime}
            type="datetime-local"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            size="small"
          />
          <Button
            variant="contained"
            disabled={!iso || action.busy}
            onClick={() => void action.run(() => post({ now: iso }), message, moved)}
          >
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
            <TextField
              select
              label={t.clockUnit}
              value={unit}
              onChange={(e) => setUnit(e.target.value as Unit)}
              size="small"
              sx={{ minWidth: 140 }}
            >
              {(Object.keys(UNITS) as Unit[]).map((u) => (
                <MenuItem key={u} value={u}>
                  {t[u]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={!amountOk || action.busy}
              onClick={() => void action.run(() => post({ advanceMs: Math.round(n * UNITS[unit]) }), message, moved)}
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
              <Button
                key={b.label}
                variant="outlined"
                size="small"
                disabled={action.busy}
                onClick={() => void action.run(() => post({ advanceMs: b.ms }), message, moved)}
              >
                {b.label}
              </Button>
            ))}
            <Button
              color="secondary"
              variant="outlined"
              size="small"
              disabled={action.busy}
              onClick={() => void action.run(() => post({}), message, moved)}
            >
              {t.backToReal}
            </Button>
          </Stack>
        </Stack>
      </Section>
    </>
  );
}
