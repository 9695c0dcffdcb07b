// The sports slip in the shared slip frame: the picks (single or combined), the stake, the limits, the
// odds-change setting; placing sends the picks at the prices shown with the setting, once. Accepted:
// the slip empties. Odds changed: the moved picks wait for the member with their new prices. Nothing
// is sent while games are down, a new price waits to be accepted, or a pick's market is held.
import { useTranslation } from 'react-i18next';
import { toBetPayload } from '@forms/schemas/bet';
import { SlipPanel, type BetOutcome } from '@/resources/betting';
import { usePickWords } from '../board/pick-words';
import { OddsPolicySetting } from './OddsPolicySetting';
import { applyServerChanges, slipHold, slipOdds, type SlipState } from './slip-model';
import { updateSlip, useOddsPolicy } from './slip-store';
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
  const policy = useOddsPolicy();
  const hold = slipHold(slip);
  const blocked = down
    ? t('slip:down')
    : hold === 'pending'
      ? t('sportsbook:slip.acceptFirst')
      : hold === 'suspended'
        ? t('sportsbook:slip.held')
        : null;

  const onOutcome = (outcome: BetOutcome) => {
    if (outcome.kind === 'accepted') updateSlip((s) => ({ ...s, picks: [], stake: '' }));
    if (outcome.kind === 'oddsChanged') updateSlip((s) => applyServerChanges(s, outcome.moves));
  };

  return (
    <SlipPanel
      kind="sport"
      titleId={bare ? 'sports-slip-sheet' : 'sports-slip'}
      odds={slipOdds(slip)}
      blocked={blocked}
      stake={slip.stake}
      onStake={(stake) => updateSlip((s) => ({ ...s, stake }))}
      pickName={(key) => words.pick({ key })}
      onOutcome={onOutcome}
      bare={bare}
      payload={(stake) =>
        slip.picks.length === 0
          ? null
          : toBetPayload({
              gameType,
              stake,
              picks: slip.picks.map((p) => ({ fixtureId: p.fixtureId, marketId: p.marketId, key: p.key, odds: p.odds })),
              oddsPolicy: policy,
            })
      }
      footer={<OddsPolicySetting />}
    >
      <SlipPicks slip={slip} />
    </SlipPanel>
  );
}
