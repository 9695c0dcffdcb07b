// The member's bets in the round shown: each option with its odds, stake and potential win, newest
// first; none yet said in words.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import type { MiniGameDescription } from '@/domain/betting/mini/games';
import { useSession } from '@/session/use-session';
import { useOptionWords } from '../option-words';
import { useRoundBets } from '../round-bets';

export function RoundBets({ game, round }: { game: MiniGameDescription; round: number }) {
  const { t, i18n } = useTranslation('minigames');
  const words = useOptionWords();
  const memId = useSession((s) => s.member?.memId ?? null);
  const bets = useRoundBets(memId, game.id, round);
  return (
    <Box component="section" aria-labelledby="mini-round-bets" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="mini-round-bets" component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('myBets.title', { round })}
      </Typography>
      {bets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('myBets.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {bets.map((bet, i) => (
            <Typography component="li" variant="body2" key={bet.betIdx ?? `i${i}`}>
              {t('myBets.row', {
                group: words.group(bet.group),
                option: words.option(bet.key),
                odds: formatOdds(bet.odds),
                stake: formatWon(bet.stake, i18n.language),
                win: formatWon(bet.potentialWin, i18n.language),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
