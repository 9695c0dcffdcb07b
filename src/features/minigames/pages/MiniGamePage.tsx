// A mini game (/minigame/powerball|powerladder|speedkino|kinoladder, desktop and mobile): one screen
// for the four games, described per game (@/resources/betting/mini). The open round with a countdown
// to its close (re-read at 0, after a draw, and every 5 s while closed), the options by group, the
// slip, the draw pushed on the powerball topics as it lands, and the recent draws. LOCK_BET_YN
// (games down) and a closed round turn betting off, with the reason.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { BettingScreen } from '@/resources/betting';
import { isMiniGame, miniGameOf, type MiniGame } from '@/resources/betting/mini';
import { useGameDown } from '@/resources/games';
import { useRecentDraws, useRound } from '../api/rounds';
import { LatestDraw } from '../components/LatestDraw';
import { MiniSlip } from '../components/MiniSlip';
import { OptionBoard } from '../components/OptionBoard';
import { RecentDraws } from '../components/RecentDraws';
import { RoundHeader } from '../components/RoundHeader';
import { useCountdown } from '../use-countdown';
import { useDrawPush } from '../use-draw-push';

export function MiniGamePage() {
  const { pathname } = useLocation();
  const last = pathname.split('/').filter(Boolean).pop();
  const id: MiniGame = isMiniGame(last) ? last : 'powerball';
  return <MiniGameScreen key={id} id={id} />;
}

function MiniGameScreen({ id }: { id: MiniGame }) {
  const { t } = useTranslation('minigames');
  const desktop = useLayout() === 'desktop';
  const game = miniGameOf(id);
  const round = useRound(game);
  const pushed = useDrawPush(id);
  const recent = useRecentDraws(game);
  const down = useGameDown() !== null;
  const [picked, setPicked] = useState<string | null>(null);
  const secondsLeft = useCountdown(round.data?.remainSeconds, round.dataUpdatedAt, () => void round.refetch());
  const data = round.data;
  const open = data !== undefined && data.status !== 'closed' && secondsLeft > 0;
  const option = data?.options.find((o) => o.key === picked) ?? null;
  const latest = pushed ?? recent.data?.list[0] ?? null;

  return (
    <BettingScreen titleId="mini-title" title={t(`game.${id}`)} about={t(`about.${id}`)}>
      {round.isError ? (
        <QueryError error={round.error} onRetry={() => void round.refetch()} />
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('round.loading')} />
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' } : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <RoundHeader round={data.round} secondsLeft={secondsLeft} open={open} />
            <OptionBoard game={game} options={data.options} picked={picked} onPick={setPicked} disabled={!open || down} />
          </Box>
          <Box sx={desktop ? { position: { lg: 'sticky' }, top: 16 } : {}}>
            <MiniSlip game={game} round={data.round} option={option} blocked={down ? 'down' : open ? null : 'closed'} />
          </Box>
        </Box>
      )}
      <LatestDraw draw={latest} kind={game.draw} />
      <RecentDraws game={game} />
    </BettingScreen>
  );
}
