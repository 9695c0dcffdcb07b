// The member's result in the round just drawn: each bet this page placed in it (round-bets) with
// what the server settled it as (won and how much, lost, a tie's stake back, still settling, or
// cancelled: src/lib/bet-state.ts), and the round's total won. Nothing is shown for a round the member
// did not bet in. A bet that cannot be read says so, with the betting history to look in.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { HISTORY_PATHS } from '@/config/history-paths';
import type { MiniDraw, MiniGameDescription } from '@/domain/betting/mini/games';
import { betResultOf } from '@/lib/bet-state';
import { formatWon } from '@forms/rules/format';
import { useSession } from '@/session/use-session';
import { useBetOutcomes } from '../api/bet-outcomes';
import { useOptionWords } from '../option-words';
import { useRoundBets, type RoundBet } from '../round-bets';

export function DrawnRoundBets({ game, draw }: { game: MiniGameDescription; draw: MiniDraw | null }) {
  const memId = useSession((s) => s.member?.memId ?? null);
  const bets = useRoundBets(memId, game.id, draw?.round ?? -1);
  if (draw === null || bets.length === 0) return null;
  return <Outcomes round={draw.round} bets={bets} />;
}

function Outcomes({ round, bets }: { round: number; bets: readonly RoundBet[] }) {
  const { t, i18n } = useTranslation('minigames');
  const words = useOptionWords();
  const placed = bets.filter((b): b is RoundBet & { betIdx: number } => b.betIdx !== null);
  const outcomes = useBetOutcomes(placed.map((b) => b.betIdx));
  // each read answers for the bet at its place in `placed`
  const readOf = new Map<RoundBet, (typeof outcomes)[number] | undefined>(placed.map((b, i) => [b, outcomes[i]] as const));
  const unread = outcomes.some((o) => o.isError);
  const won = outcomes.reduce((sum, o) => sum + (o.data && betResultOf(o.data.bet.type) === 'PASS' ? o.data.bet.winCash : 0), 0);
  const layout = useLayout();
  const money = (n: number) => formatWon(n, i18n.language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="mini-drawn-bets" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="mini-drawn-bets" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('myResult.title', { round })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {bets.map((bet, i) => {
          const read = readOf.get(bet);
          const result = read?.data ? betResultOf(read.data.bet.type) : null;
          const outcome =
            result === 'PASS' && read?.data
              ? t('myResult.won', { win: money(read.data.bet.winCash) })
              : result !== null
                ? t(`myResult.${result}`)
                : unread
                  ? t('myResult.unread')
                  : t('myResult.BET');
          return (
            <Typography component="li" variant="body2" key={bet.betIdx ?? `i${i}`}>
              {t('myResult.row', { group: words.group(bet.group), option: words.option(bet.key), stake: money(bet.stake), outcome })}
            </Typography>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('myResult.total', { win: money(won) })}
      </Typography>
      {unread ? (
        <Link component={RouterLink} to={HISTORY_PATHS.bet[layout]} variant="body2">
          {t('myResult.history')}
        </Link>
      ) : null}
    </Paper>
  );
}
