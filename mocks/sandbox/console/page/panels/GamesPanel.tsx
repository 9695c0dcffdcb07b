// Games: the vendors and what their launch answers (on, off, cannot run, no credit, blocked, error),
// games down / up for every member (LOCK_BET_YN), the game windows open now (one can be ended) and
// the rounds played in the sandbox games.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { request } from '../api';
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
            <Button onClick={vendors.reload} disabled={vendors.loading}>
              {t.refresh}
            </Button>
          </Stack>
        }
      >
        <ErrorAlert error={vendors.error} />
        <Outcome action={action} />
        <TableContainer tabIndex={0} role="region" aria-label={t.gamesVendors}>
          <Table size="small" aria-label={t.gamesVendors}>
            <TableHead>
              <TableRow>
                <TableCell>{t.gamesCode}</TableCell>
                <TableCell>{t.gamesGroup}</TableCell>
                <TableCell>{t.gamesName}</TableCell>
                <TableCell align="right">{t.gamesCount}</TableCell>
                <TableCell>{t.gamesState}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rowsOf(vendors.data).map((v) => (
                <TableRow key={v.code}>
                  <TableCell>{v.code}</TableCell>
                  <TableCell>{v.groupCode}</TableCell>
                  <TableCell>
                    {v.names.ko} · {v.names.en}
                  </TableCell>
                  <TableCell align="right">{v.games}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      label={`${t.gamesState} ${v.code}`}
                      value={settingOf(v)}
                      disabled={action.busy}
                      onChange={(e) => setVendor(v.code, e.target.value as VendorSetting)}
                      sx={{ minWidth: 150 }}
                    >
                      {SETTINGS.map((s) => (
                        <MenuItem key={s} value={s}>
                          {settingText(t, s)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section
        title={t.gamesWindows}
        actions={
          <Button onClick={launches.reload} disabled={launches.loading}>
            {t.refresh}
          </Button>
        }
      >
        <ErrorAlert error={launches.error} />
        <TableContainer tabIndex={0} role="region" aria-label={t.gamesWindows}>
          <Table size="small" aria-label={t.gamesWindows}>
            <TableHead>
              <TableRow>
                <TableCell>{t.member}</TableCell>
                <TableCell>{t.gamesCode}</TableCell>
                <TableCell>{t.gamesGame}</TableCell>
                <TableCell>{t.gamesAccount}</TableCell>
                <TableCell>{t.gamesStarted}</TableCell>
                <TableCell>{t.gamesLastSeen}</TableCell>
                <TableCell>{t.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rowsOf(launches.data).map((l) => (
                <TableRow key={l.token}>
                  <TableCell>{l.memId}</TableCell>
                  <TableCell>{l.vendorCode}</TableCell>
                  <TableCell>{l.gameId}</TableCell>
                  <TableCell>{l.account}</TableCell>
                  <TableCell>{l.startedAt}</TableCell>
                  <TableCell>{l.lastSeenAt}</TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section
        title={t.gamesRounds}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField size="small" label={t.memberId} value={memId} onChange={(e) => setMemId(e.target.value)} />
            <Button onClick={rounds.reload} disabled={rounds.loading}>
              {t.refresh}
            </Button>
          </Stack>
        }
      >
        <ErrorAlert error={rounds.error} />
        <TableContainer tabIndex={0} role="region" aria-label={t.gamesRounds}>
          <Table size="small" aria-label={t.gamesRounds}>
            <TableHead>
              <TableRow>
                <TableCell>{t.gamesPlayed}</TableCell>
                <TableCell>{t.member}</TableCell>
                <TableCell>{t.gamesCode}</TableCell>
                <TableCell>{t.gamesGame}</TableCell>
                <TableCell>{t.gamesRound}</TableCell>
                <TableCell>{t.gamesAccount}</TableCell>
                <TableCell align="right">{t.gamesStake}</TableCell>
                <TableCell align="right">{t.gamesWin}</TableCell>
                <TableCell>{t.status}</TableCell>
                <TableCell align="right">{t.gamesBalanceAfter}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rowsOf(rounds.data).map((r) => (
                <TableRow key={`${r.vendorCode}:${r.roundId}`}>
                  <TableCell>{r.playedAt}</TableCell>
                  <TableCell>{r.memId}</TableCell>
                  <TableCell>{r.vendorCode}</TableCell>
                  <TableCell>{r.game}</TableCell>
                  <TableCell>{r.roundId}</TableCell>
                  <TableCell>{r.account}</TableCell>
                  <TableCell align="right">{won(r.stake)}</TableCell>
                  <TableCell align="right">{won(r.win)}</TableCell>
                  <TableCell>{r.state}</TableCell>
                  <TableCell align="right">{won(r.balanceAfter)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
    </>
  );
}
