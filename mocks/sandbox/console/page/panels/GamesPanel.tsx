// Games: the vendors and what their launch answers (on, off, cannot run, no credit, blocked, error),
// games down / up for every member (LOCK_BET_YN), the game windows open now (one can be ended) and
// the rounds played in the sandbox games.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  gamesDown,
  gamesUp,
  launchEnd,
  launchList,
  roundList,
  vendorList,
  vendorSet,
  type VendorRow,
  type VendorSetting,
} from '../../decl/games';
import type { AnswerOf } from '../../declare';
import { request } from '../api';
import { RefreshButton } from '../parts/RefreshButton';
import { RowTable, type Column } from '../parts/RowTable';
import { SelectField } from '../parts/SelectField';
import type { Text } from '../text';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

const SETTINGS: VendorSetting[] = ['on', 'off', 'cannot-run', 'no-credit', 'blocked', 'error'];
const SETTING_TEXT: Record<VendorSetting, keyof Text> = {
  on: 'gamesSettingOn',
  off: 'gamesSettingOff',
  'cannot-run': 'gamesSettingCannotRun',
  'no-credit': 'gamesSettingNoCredit',
  blocked: 'gamesSettingBlocked',
  error: 'gamesSettingError',
};
const settingText = (t: Text, s: VendorSetting): string => t[SETTING_TEXT[s]];
const won = (n: number) => n.toLocaleString('en-US');
type LaunchRow = AnswerOf<typeof launchList>['rows'][number];
type GameRoundRow = AnswerOf<typeof roundList>['rows'][number];

const settingOf = (v: VendorRow): VendorSetting => (!v.enabled ? 'off' : v.state === 'ok' ? 'on' : v.state);

export function GamesPanel() {
  const t = useText();
  const vendors = useRoute(vendorList, {});
  const launches = useRoute(launchList, {});
  const [memId, setMemId] = useState('');
  const rounds = useRoute(roundList, { query: { memId: memId.trim() || undefined } });
  const action = useAction();
  const down = vendors.data?.gamesDown ?? false;

  const setVendor = (code: string, state: VendorSetting) =>
    void action.run(
      () => request(vendorSet, { params: { code }, body: { state } }),
      () => `${code}: ${settingText(t, state)}`,
      vendors.reload,
    );

  const vendorColumns: Column<VendorRow>[] = [
    { head: t.gamesCode, cell: (v) => v.code },
    { head: t.gamesGroup, cell: (v) => v.groupCode },
    { head: t.gamesName, cell: (v) => `${v.names.ko} · ${v.names.en}` },
    { head: t.gamesCount, align: 'right', cell: (v) => v.games },
    {
      head: t.gamesState,
      cell: (v) => (
        <SelectField
          label={`${t.gamesState} ${v.code}`}
          value={settingOf(v)}
          disabled={action.busy}
          onChange={(state) => setVendor(v.code, state)}
          choices={SETTINGS.map((value) => ({ value, label: settingText(t, value) }))}
          sx={{ minWidth: 150 }}
        />
      ),
    },
  ];
  const launchColumns: Column<LaunchRow>[] = [
    { head: t.member, cell: (l) => l.memId },
    { head: t.gamesCode, cell: (l) => l.vendorCode },
    { head: t.gamesGame, cell: (l) => l.gameId },
    { head: t.gamesAccount, cell: (l) => l.account },
    { head: t.gamesStarted, cell: (l) => l.startedAt },
    { head: t.gamesLastSeen, cell: (l) => l.lastSeenAt },
    {
      head: t.actions,
      cell: (l) => (
        <Button
          size="small"
          disabled={action.busy}
          onClick={() =>
            void action.run(
              () => request(launchEnd, { params: { token: l.token } }),
              () => `${t.gamesEnd}: ${l.memId}`,
              launches.reload,
            )
          }
        >
          {t.gamesEnd}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Section
        title={t.gamesVendors}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip color={down ? 'warning' : 'success'} label={down ? t.gamesDownNow : t.gamesUpNow} />
            <Button
              variant="outlined"
              color={down ? 'primary' : 'warning'}
              disabled={action.busy}
              onClick={() =>
                void action.run(
                  () => request(down ? gamesUp : gamesDown),
                  (r) => `${down ? t.gamesUp : t.gamesDown} (${r.sent})`,
                  vendors.reload,
                )
              }
            >
              {down ? t.gamesUp : t.gamesDown}
            </Button>
            <RefreshButton of={vendors} />
          </Stack>
        }
      >
        <ErrorAlert error={vendors.error} />
        <Outcome action={action} />
        <RowTable label={t.gamesVendors} columns={vendorColumns} rows={rowsOf(vendors.data)} rowKey={(v) => v.code} saysNone={false} />
      </Section>

      <Section title={t.gamesWindows} actions={<RefreshButton of={launches} />}>
        <ErrorAlert error={launches.error} />
        <RowTable label={t.gamesWindows} columns={launchColumns} rows={rowsOf(launches.data)} rowKey={(l) => l.token} saysNone={false} />
      </Section>

      <Section
        title={t.gamesRounds}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField size="small" label={t.memberId} value={memId} onChange={(e) => setMemId(e.target.value)} />
            <RefreshButton of={rounds} />
          </Stack>
        }
      >
        <ErrorAlert error={rounds.error} />
        <RowTable
          label={t.gamesRounds}
          columns={roundColumns(t)}
          rows={rowsOf(rounds.data)}
          rowKey={(r) => `${r.vendorCode}:${r.roundId}`}
          saysNone={false}
        />
      </Section>
    </>
  );
}

const roundColumns = (t: Text): Column<GameRoundRow>[] => [
  { head: t.gamesPlayed, cell: (r) => r.playedAt },
  { head: t.member, cell: (r) => r.memId },
  { head: t.gamesCode, cell: (r) => r.vendorCode },
  { head: t.gamesGame, cell: (r) => r.game },
  { head: t.gamesRound, cell: (r) => r.roundId },
  { head: t.gamesAccount, cell: (r) => r.account },
  { head: t.gamesStake, align: 'right', cell: (r) => won(r.stake) },
  { head: t.gamesWin, align: 'right', cell: (r) => won(r.win) },
  { head: t.status, cell: (r) => r.state },
  { head: t.gamesBalanceAfter, align: 'right', cell: (r) => won(r.balanceAfter) },
];
