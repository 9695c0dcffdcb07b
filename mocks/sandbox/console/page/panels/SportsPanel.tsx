// Sports: the fixtures by state and sport with their status on the sandbox clock, score and open bets;
// set a result (the fixture's open folders settle at once), cancel a match (every folder on it void),
// hold or release a fixture's markets.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { SPORTS } from '../../../../../src/api/generated/enums';
import { sportsCancel, sportsFixtures, sportsHold, sportsResult, type FixtureRow, type SettledFixture } from '../../decl/sports';
import type { BodyOf } from '../../declare';
import { request } from '../api';
import { FieldRow } from '../parts/FieldRow';
import { ConfirmDialog, FormDialog } from '../parts/FormDialog';
import { RefreshButton } from '../parts/RefreshButton';
import { RowButtons } from '../parts/RowButtons';
import { RowTable, type Column } from '../parts/RowTable';
import { choicesOf, FILTER_WIDTH, SelectField, textChoices } from '../parts/SelectField';
import type { Text } from '../text';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

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

  const versus = (r: FixtureRow) => `${r.home} ${t.versus} ${r.away}`;
  const columns: Column<FixtureRow>[] = [
    { head: '#', nowrap: true, cell: (r) => r.fixtureId },
    { head: t.sport, cell: (r) => r.sport },
    { head: t.league, cell: (r) => r.league },
    { head: t.fixture, cell: versus },
    { head: t.startTime, nowrap: true, cell: (r) => r.startTime },
    { head: t.status, cell: (r) => <Chip size="small" color={STATUS[r.status].color} label={t[STATUS[r.status].text]} /> },
    { head: t.score, nowrap: true, cell: (r) => [r.score, r.clock].filter(Boolean).join(' · ') },
    { head: t.openBets, align: 'right', cell: (r) => r.openBets },
    {
      head: t.actions,
      cell: (r) =>
        r.state === 'open' && (
          <RowButtons
            of={r.fixtureId}
            busy={action.busy}
            actions={[
              {
                label: t.setResult,
                onClick: () => {
                  setForm(NO_RESULT);
                  setResulting(r);
                },
              },
              {
                label: r.suspended ? t.release : t.hold,
                onClick: () =>
                  post(
                    () => request(sportsHold, { params: { fixtureId: r.fixtureId }, body: { suspended: !r.suspended } }),
                    (a) => `${r.fixtureId}: ${a.suspended ? t.fxSuspended : t.stateOpen}`,
                  ),
              },
              { label: t.cancelFixture, color: 'error', onClick: () => setCancelling(r) },
            ]}
          />
        ),
    },
  ];
  const scoreField = (key: 'home' | 'away' | 'htHome' | 'htAway', label: string, big = false) => (
    <TextField
      {...(big ? {} : { size: 'small' as const })}
      autoFocus={key === 'home'}
      label={label}
      value={form[key]}
      inputMode="numeric"
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );

  return (
    <Section title={t.tabSports} actions={<RefreshButton of={list} />}>
      <Stack spacing={1.5}>
        <FieldRow>
          <SelectField
            label={t.status}
            value={state}
            onChange={setState}
            choices={textChoices(t, { open: 'stateOpen', finished: 'fxFinished', cancelled: 'fxCancelled' })}
            all={t.all}
            sx={FILTER_WIDTH}
          />
          <SelectField label={t.sport} value={sport} onChange={setSport} choices={choicesOf(SPORTS)} all={t.all} sx={FILTER_WIDTH} />
        </FieldRow>
        <Outcome action={action} />
        <ErrorAlert error={list.error} />
        {list.data && <RowTable label={t.sportsTable} columns={columns} rows={rows} rowKey={(r) => r.fixtureId} hover nowrapHead />}
      </Stack>
      <FormDialog
        id="result-title"
        open={resulting !== null}
        title={`${t.resultTitle} ${resulting ? versus(resulting) : ''}`}
        confirm={t.settle}
        confirmDisabled={!valid}
        onClose={(ok) => {
          if (ok && resulting) {
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
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1.5}>
            {scoreField('home', t.homeScore, true)}
            {scoreField('away', t.awayScore, true)}
          </Stack>
          <Stack direction="row" spacing={1.5}>
            {scoreField('htHome', t.htHome)}
            {scoreField('htAway', t.htAway)}
          </Stack>
          <SelectField
            label={t.firstScorer}
            value={form.first}
            onChange={(first) => setForm({ ...form, first })}
            choices={textChoices(t, { home: 'fxHome', away: 'fxAway', none: 'fxNone' })}
            all={t.firstAuto}
          />
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={cancelling !== null}
        title={`${t.cancelFixture} ${cancelling ? versus(cancelling) : ''}`}
        body={t.cancelFixtureBody}
        onClose={(yes) => {
          if (yes && cancelling) post(() => request(sportsCancel, { params: { fixtureId: cancelling.fixtureId } }), settled);
          setCancelling(null);
        }}
      />
    </Section>
  );
}
