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
import { sportsCancel, sportsFixtures, sportsHold, sportsResult, type FixtureRow, type SettledFixture } from '../../decl/sports';
import type { BodyOf } from '../../declare';
import { request } from '../api';
import type { Text } from '../text';
import { ALL_SHOWN, ConfirmDialog, DataTable, ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

type Sport = (typeof SPORTS)[number];
/** The result dialog's fields as typed (the scores are text until sent; no first scorer: the board's). */
type ResultForm = {
  home: string;
  away: string;
  htHome: string;
  htAway: string;
  first: NonNullable<BodyOf<typeof sportsResult>['first']> | '';
};
const NO_RESULT: ResultForm = { home: '', away: '', htHome: '', htAway: '', first: '' };

const STATUS: Record<FixtureRow['status'], { text: keyof Text; color: 'info' | 'success' | 'warning' | 'default' | 'error' }> = {
  scheduled: { text: 'fxScheduled', color: 'info' },
  live: { text: 'fxLive', color: 'success' },
  suspended: { text: 'fxSuspended', color: 'warning' },
  finished: { text: 'fxFinished', color: 'default' },
  cancelled: { text: 'fxCancelled', color: 'error' },
};

export function SportsPanel() {
  const t = useText();
  const [state, setState] = useState<FixtureRow['state'] | ''>('open');
  const [sport, setSport] = useState<Sport | ''>('');
  const list = useRoute(sportsFixtures, { query: { state, sport } });
  const action = useAction();
  const [resulting, setResulting] = useState<FixtureRow | null>(null);
  const [cancelling, setCancelling] = useState<FixtureRow | null>(null);
  const [form, setForm] = useState<ResultForm>(NO_RESULT);
  const rows = rowsOf(list.data);

  const settled = (r: SettledFixture) =>
    `${r.fixtureId}: ${r.state === 'cancelled' ? t.fxCancelled : `${r.homeScore ?? ''}:${r.awayScore ?? ''}`} · ${r.settledBets} ${t.settledBets}`;
  const post = <T,>(send: () => Promise<T>, message: (r: T) => string) => void action.run(send, message, list.reload);
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
            onChange={(e) => setState(e.target.value as FixtureRow['state'] | '')}
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
            onChange={(e) => setSport(e.target.value as Sport | '')}
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
                            setForm(NO_RESULT);
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
                            post(
                              () => request(sportsHold, { params: { fixtureId: r.fixtureId }, body: { suspended: !r.suspended } }),
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
              onChange={(e) => setForm({ ...form, first: e.target.value as ResultForm['first'] })}
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
              if (resulting) {
                const body = {
                  home: Number(form.home),
                  away: Number(form.away),
                  ...(num(form.htHome) === undefined ? {} : { htHome: num(form.htHome) }),
                  ...(num(form.htAway) === undefined ? {} : { htAway: num(form.htAway) }),
                  ...(form.first ? { first: form.first } : {}),
                };
                post(() => request(sportsResult, { params: { fixtureId: resulting.fixtureId }, body }), settled);
              }
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
          if (yes && cancelling) post(() => request(sportsCancel, { params: { fixtureId: cancelling.fixtureId } }), settled);
          setCancelling(null);
        }}
      />
    </Section>
  );
}
