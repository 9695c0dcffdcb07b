// Sports: the fixtures by state and sport with their status on the sandbox clock, score and open bets;
// set a result (the fixture's open folders settle at once), cancel a match (every folder on it void),
// hold or release a fixture's markets.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SPORTS } from '../../../../../src/api/generated/enums';
import { call, q } from '../api';
import type { Text } from '../text';
import { ALL_SHOWN, ConfirmDialog, DataTable, ErrorAlert, Outcome, rowsOf, Section, useAction, useLoad, useText } from '../ui';

interface FixtureRow {
  fixtureId: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  startTime: string;
  state: 'open' | 'finished' | 'cancelled';
  status: 'scheduled' | 'live' | 'suspended' | 'finished' | 'cancelled';
  clock: string | null;
  score: string | null;
  suspended: boolean;
  openBets: number;
}

const STATUS: Record<FixtureRow['status'], { text: keyof Text; color: 'info' | 'success' | 'warning' | 'default' | 'error' }> = {
  scheduled: { text: 'fxScheduled', color: 'info' },
  live: { text: 'fxLive', color: 'success' },
  suspended: { text: 'fxSuspended', color: 'warning' },
  finished: { text: 'fxFinished', color: 'default' },
  cancelled: { text: 'fxCancelled', color: 'error' },
};

interface Settled {
  fixtureId: string;
  state: string;
  homeScore: number | null;
  awayScore: number | null;
  settledBets: number;
}

export function SportsPanel() {
  const t = useText();
  const [state, setState] = useState('open');
  const [sport, setSport] = useState('');
  const list = useLoad<{ rows: FixtureRow[] }>(`/__sandbox/sports/fixtures${q({ state, sport })}`);
  const action = useAction();
  const [resulting, setResulting] = useState<FixtureRow | null>(null);
  const [cancelling, setCancelling] = useState<FixtureRow | null>(null);
  const [form, setForm] = useState({ home: '', away: '', htHome: '', htAway: '', first: '' });
  const rows = rowsOf(list.data);

  const settled = (r: Settled) =>
    `${r.fixtureId}: ${r.state === 'cancelled' ? t.fxCancelled : `${r.homeScore ?? ''}:${r.awayScore ?? ''}`} · ${r.settledBets} ${t.settledBets}`;
  const post = <T,>(path: string, body: Record<string, unknown>, message: (r: T) => string) =>
    void action.run(() => call<T>('POST', path, body), message, list.reload);
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const valid = /^\d+$/.test(form.home.trim()) && /^\d+$/.test(form.away.trim());

  return (
    <Section
      title={t.tabSports}
      actions={
        <Button onClick={list.reload} disabled={list.loading}>
          {t.refresh}
        </Button>
      }
    >
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label={t.status}
            value={state}
            onChange={(e) => setState(e.target.value)}
            sx={{ minWidth: 160 }}
            slotProps={ALL_SHOWN}
          >
            <MenuItem value="">{t.all}</MenuItem>
            <MenuItem value="open">{t.stateOpen}</MenuItem>
            <MenuItem value="finished">{t.fxFinished}</MenuItem>
            <MenuItem value="cancelled">{t.fxCancelled}</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label={t.sport}
            value={sport}
            onChange={(e) => setSport(e.target.value)}
            sx={{ minWidth: 160 }}
            slotProps={ALL_SHOWN}
          >
            <MenuItem value="">{t.all}</MenuItem>
            {SPORTS.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Outcome action={action} />
        <ErrorAlert error={list.error} />
        {list.data && (
          <DataTable
            label={t.sportsTable}
            columns={9}
            empty={rows.length === 0}
            nowrapHead
            head={
              <>
                <TableCell>#</TableCell>
                <TableCell>{t.sport}</TableCell>
                <TableCell>{t.league}</TableCell>
                <TableCell>{t.fixture}</TableCell>
                <TableCell>{t.startTime}</TableCell>
                <TableCell>{t.status}</TableCell>
                <TableCell>{t.score}</TableCell>
                <TableCell align="right">{t.openBets}</TableCell>
                <TableCell>{t.actions}</TableCell>
              </>
            }
          >
            {rows.map((r) => {
              const s = STATUS[r.status];
              const open = r.state === 'open';
              return (
                <TableRow key={r.fixtureId} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.fixtureId}</TableCell>
                  <TableCell>{r.sport}</TableCell>
                  <TableCell>{r.league}</TableCell>
                  <TableCell>
                    {r.home} {t.versus} {r.away}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.startTime}</TableCell>
                  <TableCell>
                    <Chip size="small" color={s.color} label={t[s.text]} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{[r.score, r.clock].filter(Boolean).join(' · ')}</TableCell>
                  <TableCell align="right">{r.openBets}</TableCell>
                  <TableCell>
                    {open && (
                      <Stack direction="row" spacing={0.5} sx={{ '& button': { minWidth: 0 } }}>
                        <Button
                          size="small"
                          aria-label={`${t.setResult} ${r.fixtureId}`}
                          disabled={action.busy}
                          onClick={() => {
                            setForm({ home: '', away: '', htHome: '', htAway: '', first: '' });
                            setResulting(r);
                          }}
                        >
                          {t.setResult}
                        </Button>
                        <Button
                          size="small"
                          aria-label={`${r.suspended ? t.release : t.hold} ${r.fixtureId}`}
                          disabled={action.busy}
                          onClick={() =>
                            post<{ suspended: boolean }>(
                              `/__sandbox/sports/fixtures/${encodeURIComponent(r.fixtureId)}/hold`,
                              { suspended: !r.suspended },
                              (a) => `${r.fixtureId}: ${a.suspended ? t.fxSuspended : t.stateOpen}`,
                            )
                          }
                        >
                          {r.suspended ? t.release : t.hold}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          aria-label={`${t.cancelFixture} ${r.fixtureId}`}
                          disabled={action.busy}
                          onClick={() => setCancelling(r)}
                        >
                          {t.cancelFixture}
                        </Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
        )}
      </Stack>
      <Dialog open={resulting !== null} onClose={() => setResulting(null)} aria-labelledby="result-title" fullWidth maxWidth="xs">
        <DialogTitle id="result-title">
          {t.resultTitle} {resulting ? `${resulting.home} ${t.versus} ${resulting.away}` : ''}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1.5}>
              <TextField
                autoFocus
                label={t.homeScore}
                value={form.home}
                inputMode="numeric"
                onChange={(e) => setForm({ ...form, home: e.target.value })}
              />
              <TextField
                label={t.awayScore}
                value={form.away}
                inputMode="numeric"
                onChange={(e) => setForm({ ...form, away: e.target.value })}
              />
            </Stack>
            <Stack direction="row" spacing={1.5}>
              <TextField
                size="small"
                label={t.htHome}
                value={form.htHome}
                inputMode="numeric"
                onChange={(e) => setForm({ ...form, htHome: e.target.value })}
              />
              <TextField
                size="small"
                label={t.htAway}
                value={form.htAway}
                inputMode="numeric"
                onChange={(e) => setForm({ ...form, htAway: e.target.value })}
              />
            </Stack>
            <TextField
              select
              size="small"
              label={t.firstScorer}
              value={form.first}
              onChange={(e) => setForm({ ...form, first: e.target.value })}
              slotProps={ALL_SHOWN}
            >
              <MenuItem value="">{t.firstAuto}</MenuItem>
              <MenuItem value="home">{t.fxHome}</MenuItem>
              <MenuItem value="away">{t.fxAway}</MenuItem>
              <MenuItem value="none">{t.fxNone}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResulting(null)}>{t.cancel}</Button>
          <Button
            variant="contained"
            disabled={!valid}
            onClick={() => {
              if (resulting)
                post<Settled>(
                  `/__sandbox/sports/fixtures/${encodeURIComponent(resulting.fixtureId)}/result`,
                  {
                    home: Number(form.home),
                    away: Number(form.away),
                    ...(num(form.htHome) === undefined ? {} : { htHome: num(form.htHome) }),
                    ...(num(form.htAway) === undefined ? {} : { htAway: num(form.htAway) }),
                    ...(form.first ? { first: form.first } : {}),
                  },
                  settled,
                );
              setResulting(null);
            }}
          >
            {t.settle}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={cancelling !== null}
        title={`${t.cancelFixture} ${cancelling ? `${cancelling.home} ${t.versus} ${cancelling.away}` : ''}`}
        body={t.cancelFixtureBody}
        onClose={(yes) => {
          if (yes && cancelling)
            post<Settled>(`/__sandbox/sports/fixtures/${encodeURIComponent(cancelling.fixtureId)}/cancel`, {}, settled);
          setCancelling(null);
        }}
      />
    </Section>
  );
}
