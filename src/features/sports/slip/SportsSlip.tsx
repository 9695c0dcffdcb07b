// The sports slip in the shared slip frame: the picks (single or combined), the stake, the limits, the
// member's odds-change setting; placing sends the picks at the prices shown with the setting, once.
// Accepted: the slip empties. Odds changed: each moved pick takes its new price by the setting (marked
// ▲ / ▼, the combined odds with it) or waits for the member's one-tap acceptance. Nothing is sent while
// games are down, a new price waits to be accepted, or a pick's market is held.
import { useTranslation } from 'react-i18next';
import { toBetPayload } from '@forms/schemas/bet';
import { SlipPanel } from '@/domain/betting/SlipPanel';
import { type BetOutcome } from '@/domain/betting/use-place-bet';
import { type PickRef } from '@/domain/betting/odds-change';
import { usePickWords } from '../odds-board/pick-words';
import { acceptPending, applyServerChanges, samePick, slipHold, slipOdds, type SlipState } from './slip-model';
import { updateSlip } from './slip-store';
import { SlipPicks } from './SlipPicks';

export interface SportsSlipProps {
  readonly slip: SlipState;
  /** sport, or esport on /gameway. */
  readonly gameType: 'sport' | 'esport';
  readonly down: boolean;
  /** Inside the phone's bottom sheet (no frame of its own). */
  readonly bare?: boolean;
}

export function SportsSlip({ slip, gameType, down, bare = false }: SportsSlipProps) {
  const { t } = useTranslation(['sportsbook', 'slip']);
  const words = usePickWords();
  const blocked = down ? t('slip:down') : slip.picks.some((p) => p.suspended) ? t('sportsbook:slip.held') : null;

  const onOutcome = (outcome: BetOutcome, sent: ReturnType<typeof toBetPayload>) => {
    if (outcome.kind === 'accepted') updateSlip((s) => ({ ...s, picks: [], stake: '' }));
    if (outcome.kind === 'oddsChanged') updateSlip((s) => applyServerChanges(s, outcome.moves, sent.oddsPolicy));
  };
  /** A moved pick in words: its fixture, market and pick when the slip holds it, else the pick alone. */
  const pickName = (move: PickRef) => {
    const pick = slip.picks.find((p) =>
      samePick(p, { fixtureId: move.fixtureId ?? p.fixtureId, marketId: move.marketId ?? p.marketId, key: move.key }),
    );
    if (!pick) return words.pick({ key: move.key });
    const market = words.market({ kind: pick.kind, line: pick.line, ...(pick.marketName ? { name: pick.marketName } : {}) });
    const choice = words.pick({ key: pick.key, ...(pick.label ? { label: pick.label } : {}) });
    return `${t('sportsbook:fixture.versus', { home: pick.home, away: pick.away })} · ${market} · ${choice}`;
  };

  return (
    <SlipPanel
      kind="sport"
      titleId={bare ? 'sports-slip-sheet' : 'sports-slip'}
      odds={slipOdds(slip)}
      blocked={blocked}
      waiting={slipHold(slip) === 'pending'}
      onAcceptNew={() => updateSlip(acceptPending)}
      stake={slip.stake}
      onStake={(stake) => updateSlip((s) => ({ ...s, stake }))}
      pickName={pickName}
      onOutcome={onOutcome}
      bare={bare}
      payload={(stake, policy) =>
        slip.picks.length === 0
          ? null
          : toBetPayload({
              gameType,
              stake,
              picks: slip.picks.map((p) => ({ fixtureId: p.fixtureId, marketId: p.marketId, key: p.key, odds: p.odds })),
              oddsPolicy: policy,
            })
      }
    >
      <SlipPicks slip={slip} />
    </SlipPanel>
  );
}
