// Mini games: each game's running round (its countdown and bets), its schedule (round length, betting
// closing, draw delay) and on/off, drawing the running round now, and a game's recent rounds with their
// results and bets.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  minigameDraw,
  minigameRoundList,
  minigamesList,
  minigameUpdate,
  type MiniGameView,
  type MiniResultView,
  type MiniRoundRow,
} from '../../decl/minigames';
import type { BodyOf } from '../../declare';
import { request } from '../api';
import { money } from '../format';
import { RefreshButton } from '../parts/RefreshButton';
import { RowTable, type Column } from '../parts/RowTable';
import type { Text } from '../text';
import { ErrorAlert, Outcome, rowsOf, Section, useAction, useRoute, useText } from '../ui';

/** A result in one line: the balls and powerball, the 22 numbers' sum, or the ladder's start and lines. */
function resultText(r: MiniResultView | null): string {
  if (!r) return '—';
  if (r.balls) return `${r.balls.join(' ')} + ${String(r.powerball)} (Σ ${String(r.sum)})`;
  if (r.numbers) return `Σ ${String(r.sum)} · ${String(r.oddEven)} · ${String(r.underOver)}`;
  return `${String(r.start)} ${String(r.lines)} → ${String(r.oddEven)}`;
}

export function MinigamesPanel() {
  const t = useText();
  const games = useRoute(minigamesList, {});
  const [chosen, setChosen] = useState<MiniGameView['prodId']>('powerball');
  const rounds = useRoute(minigameRoundList, { params: { prodId: chosen } });
  const reload = () => {
    games.reload();
    rounds.reload();
  };
  return (
    <>
      <Section title={t.tabMinigames} actions={<RefreshButton of={{ reload, loading: games.loading }} />}>
        <ErrorAlert error={games.error} />
        <Stack spacing={2}>
          {(games.data?.games ?? []).map((g) => (
            <GameCard key={g.prodId} game={g} onChanged={reload} />
          ))}
        </Stack>
      </Section>
      <Section title={t.miniRounds}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={chosen}
          aria-label={t.miniGame}
          onChange={(_e, v: MiniGameView['prodId'] | null) => v && setChosen(v)}
          sx={{ mb: 1.5, flexWrap: 'wrap' }}
        >
          {(games.data?.games ?? []).map((g) => (
            <ToggleButton key={g.prodId} value={g.prodId}>
              {g.names.en}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ErrorAlert error={rounds.error} />
        <RowTable
          label={t.miniRounds}
          columns={roundColumns(t)}
          rows={rowsOf(rounds.data)}
          rowKey={(r) => r.round}
          saysNone={false}
          region={false}
        />
      </Section>
    </>
  );
}

const roundColumns = (t: Text): Column<MiniRoundRow>[] => [
  { head: t.miniRound, cell: (r) => r.round },
  { head: t.status, cell: (r) => r.status },
  { head: t.miniDrawsAt, nowrap: true, cell: (r) => r.drawsAt },
  { head: t.miniResult, cell: (r) => resultText(r.result) },
  { head: t.miniBets, align: 'right', cell: (r) => `${r.bets.count}${r.bets.open ? ` (${r.bets.open} ${t.miniOpen})` : ''}` },
  { head: t.miniStake, align: 'right', cell: (r) => money(r.bets.stake) },
  { head: t.miniPaid, align: 'right', cell: (r) => money(r.bets.paid) },
];

function GameCard({ game: g, onChanged }: { game: MiniGameView; onChanged(): void }) {
  const t = useText();
  const action = useAction();
  const [interval, setLength] = useState(String(g.settings.intervalSeconds));
  const [close, setClose] = useState(String(g.settings.closeSeconds));
  const [delay, setDelay] = useState(String(g.settings.drawDelaySeconds));
  useEffect(() => {
    setLength(String(g.settings.intervalSeconds));
    setClose(String(g.settings.closeSeconds));
    setDelay(String(g.settings.drawDelaySeconds));
  }, [g.settings.intervalSeconds, g.settings.closeSeconds, g.settings.drawDelaySeconds]);
  const save = (body: BodyOf<typeof minigameUpdate>) =>
    void action.run(
      () => request(minigameUpdate, { params: { prodId: g.prodId }, body }),
      () => `${g.names.en}: ${t.saved}`,
      onChanged,
    );
  return (
    <Stack component="article" aria-label={g.names.en} spacing={1} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {g.names.en} · {g.names.ko}
      </Typography>
      <Typography variant="body2" data-testid={`mini-running-${g.prodId}`}>
        {t.miniRound} {g.running.round} · {g.running.status}
        {g.running.status === 'open' ? ` · ${g.running.remainSeconds} s` : ''} · {t.miniClosesAt} {g.running.closesAt} · {t.miniBets}{' '}
        {g.running.bets.count}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        {(
          [
            [t.miniInterval, interval, setLength],
            [t.miniClose, close, setClose],
            [t.miniDelay, delay, setDelay],
          ] as const
        ).map(([label, value, set]) => (
          <TextField
            key={label}
            label={`${label} (${g.prodId})`}
            type="number"
            size="small"
            value={value}
            onChange={(e) => set(e.target.value)}
            sx={{ width: { sm: 170 } }}
          />
        ))}
        <Button
          variant="outlined"
          disabled={action.busy}
          onClick={() => save({ intervalSeconds: Number(interval), closeSeconds: Number(close), drawDelaySeconds: Number(delay) })}
        >
          {t.save}
        </Button>
        <FormControlLabel
          control={<Switch checked={g.settings.enabled} onChange={(e) => save({ enabled: e.target.checked })} disabled={action.busy} />}
          label={t.miniEnabled}
        />
        <Button
          variant="contained"
          disabled={action.busy}
          onClick={() =>
            void action.run(
              () => request(minigameDraw, { params: { prodId: g.prodId }, body: {} }),
              (r) => `${g.names.en} ${t.miniRound} ${r.round}: ${resultText(r.result)} · ${t.miniSettled} ${r.settled}`,
              onChanged,
            )
          }
        >
          {t.miniDrawNow}
        </Button>
      </Stack>
      <Outcome action={action} />
    </Stack>
  );
}
