// The mini-game slip: the picked option and its price in the shared slip frame (stake, limits, the
// member's odds-change setting, placing, each outcome its own message). The price is the board's when
// the option is picked; a move (the server's "odds changed" answer, or the round read with a new
// price) is taken in or waits for the member's one-tap acceptance by the setting, as in the sports
// slip. An accepted bet is listed among the round's bets; its note clears when the round changes. Nothing is sent while the round is closed
// or games are down (LOCK_BET_YN), with the reason.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptPrice, repriced, toBetPayload, type HeldPrice } from '@forms/schemas/bet';
import { currentOddsPolicy } from '@/domain/betting/odds-policy';
import { HeldPriceView } from '@/domain/betting/HeldPriceView';
import { SlipPanel } from '@/domain/betting/SlipPanel';
import { type BetOutcome } from '@/domain/betting/use-place-bet';
import type { MiniGameDescription, MiniOption } from '@/domain/betting/mini/games';
import { useSession } from '@/session/use-session';
import { useOptionWords } from '../option-words';
import { addRoundBet } from '../round-bets';

export interface MiniSlipProps {
  readonly game: MiniGameDescription;
  readonly round: number;
  readonly option: MiniOption | null;
  /** Why betting is off now (closed round, games down), or null. */
  readonly blocked: 'closed' | 'down' | null;
}

/** The picked option's price as the slip holds it. */
type Held = HeldPrice & { readonly key: string };

export function MiniSlip({ game, round, option, blocked }: MiniSlipProps) {
  const { t } = useTranslation(['minigames', 'slip']);
  const words = useOptionWords();
  const memId = useSession((s) => s.member?.memId ?? null);
  const [stake, setStake] = useState('');
  const [held, setHeld] = useState<Held | null>(null);
  const key = option?.key ?? null;
  const boardOdds = option?.odds ?? null;
  useEffect(() => {
    if (key === null || boardOdds === null) setHeld(null);
    else setHeld((h) => (h?.key === key ? repriced(h, boardOdds, currentOddsPolicy()) : { key, odds: boardOdds }));
  }, [key, boardOdds]);
  const price: Held | null = option ? (held?.key === option.key ? held : { key: option.key, odds: option.odds }) : null;

  const onOutcome = (outcome: BetOutcome, sent: ReturnType<typeof toBetPayload>) => {
    if (!option || !price) return;
    if (outcome.kind === 'oddsChanged') {
      const move = outcome.moves.find((m) => m.key === price.key);
      if (move) setHeld(repriced(price, move.newOdds, sent.oddsPolicy));
    }
    if (outcome.kind === 'accepted' && memId !== null) {
      addRoundBet(memId, game.id, sent.round ?? round, {
        betIdx: outcome.data.betIdx ?? null,
        key: option.key,
        group: option.group ?? 'other',
        odds: outcome.data.selections?.[0]?.odds ?? price.odds,
        stake: sent.betAmount,
        potentialWin: outcome.data.potentialWin ?? Math.floor(sent.betAmount * price.odds),
      });
    }
  };

  return (
    <SlipPanel
      kind="mini"
      titleId="mini-slip"
      resetKey={round}
      odds={price?.odds ?? 0}
      blocked={blocked ? t(blocked === 'down' ? 'slip:down' : 'slip:closed') : null}
      waiting={price?.pendingOdds !== undefined}
      onAcceptNew={() => setHeld((h) => (h ? acceptPrice(h) : h))}
      stake={stake}
      onStake={setStake}
      pickName={(pick) => words.option(pick.key)}
      onOutcome={onOutcome}
      payload={(amount, policy) =>
        price
          ? toBetPayload({ gameType: game.id, round, stake: amount, picks: [{ key: price.key, odds: price.odds }], oddsPolicy: policy })
          : null
      }
    >
      {option && price ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <span>
            {t('slip:pick')}:{' '}
            <strong>{`${t(`minigames:game.${game.id}`)} ${words.group(option.group ?? 'other')} ${words.option(option.key)}`}</strong>
          </span>
          <span>
            {t('slip:odds')} <HeldPriceView price={price} />
          </span>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('slip:none')}</Typography>
      )}
    </SlipPanel>
  );
}
