// A mini game (/minigame/powerball|powerladder|speedkino|kinoladder, desktop and mobile): one screen
// for the four games, described per game (@/domain/betting/mini). The round shown follows the
// round read and the powerball topics (use-round-clock: the newest round wins, a pushed round brings
// its countdown, a draw ends its round; re-reading never moves the countdown back), the options by
// group, the slip, the member's bets in the round shown, the draw pushed as it lands with the member's
// result in it (their bets of that round, as the server settled them), and the recent draws.
// LOCK_BET_YN (games down) and a closed round turn betting off, with the reason.
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { BettingScreen } from '@/domain/betting/BettingScreen';
import { isMiniGame, miniGameOf, type MiniGame } from '@/domain/betting/mini/games';
import { useGameDown } from '@/domain/games/game-down';
import { keepLast, QueryState } from '@/kit/QueryState';
import { useRecentDraws } from '../api/powerball-results';
import { DrawnRoundBets } from '../components/DrawnRoundBets';
import { LatestDraw } from '../components/LatestDraw';
import { MiniSlip } from '../components/MiniSlip';
import { OptionBoard } from '../components/OptionBoard';
import { RecentDraws } from '../components/RecentDraws';
import { RoundBets } from '../components/RoundBets';
import { RoundHeader } from '../components/RoundHeader';
import { useRoundClock } from '../use-round-clock';

export function MiniGameScreen() {
  const { pathname } = useLocation();
  const last = pathname.split('/').filter(Boolean).pop();
  const id: MiniGame = isMiniGame(last) ? last : 'powerball';
  return <MiniGameView key={id} id={id} />;
}

function MiniGameView({ id }: { id: MiniGame }) {
  const { t } = useTranslation('minigames');
  const desktop = useLayout() === 'desktop';
  const game = miniGameOf(id);
  const { read, round, secondsLeft, open, latestDraw } = useRoundClock(game);
  const recent = useRecentDraws(game);
  const down = useGameDown() !== null;
  const [picked, setPicked] = useState<string | null>(null);
  const data = read.data;
  const option = data?.options.find((o) => o.key === picked) ?? null;
  const latest = latestDraw ?? recent.data?.list[0] ?? null;
  // the round shown once both the read and the clock have it; a failed re-read keeps it shown
  const shown = { ...keepLast(read), data: data && round !== null ? { options: data.options, round } : undefined };

  return (
    <BettingScreen titleId="mini-title" title={t(`game.${id}`)} about={t(`about.${id}`)}>
      <QueryState query={shown} loadingLabel={t('round.loading')}>
        {({ options, round: current }) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' } : 'minmax(0, 1fr)',
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <RoundHeader round={current} secondsLeft={secondsLeft} open={open} />
              <OptionBoard game={game} options={options} picked={picked} onPick={setPicked} disabled={!open || down} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, ...(desktop ? { position: { lg: 'sticky' }, top: 16 } : {}) }}>
              <MiniSlip game={game} round={current} option={option} blocked={down ? 'down' : open ? null : 'closed'} />
              <RoundBets game={game} round={current} />
            </Box>
          </Box>
        )}
      </QueryState>
      <LatestDraw draw={latest} kind={game.draw} />
      <DrawnRoundBets game={game} draw={latest} />
      <RecentDraws game={game} />
    </BettingScreen>
  );
}
