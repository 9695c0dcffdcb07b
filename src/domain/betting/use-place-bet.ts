// Placing a bet from any slip: one send however often it is tapped, the outcome (accepted, odds
// changed, or a failure's own code) and the wait a code imposes before another try.
import { useCallback, useState } from 'react';
import type { toBetPayload } from '@forms/schemas/bet';
import { usePlaceBetCall, type BetProcData } from './api/bet-place';
import { betFailureOf, type BetFailure } from './bet-errors';
import { oddsMovesOf, type OddsMove } from './odds-change';
import { useRetryWait } from './use-retry-wait';

export type BetOutcome =
  | { readonly kind: 'accepted'; readonly data: BetProcData }
  | { readonly kind: 'oddsChanged'; readonly moves: readonly OddsMove[] }
  | { readonly kind: 'failed'; readonly failure: BetFailure };

export function usePlaceBet() {
  const call = usePlaceBetCall();
  const wait = useRetryWait();
  const [outcome, setOutcome] = useState<BetOutcome | null>(null);
  const { send } = call;
  const { start, waiting } = wait;

  const place = useCallback(
    async (payload: ReturnType<typeof toBetPayload>): Promise<BetOutcome | null> => {
      if (waiting) return null;
      let next: BetOutcome;
      try {
        const data = await send(payload);
        next = data.status === 'oddsChanged' ? { kind: 'oddsChanged', moves: oddsMovesOf(data) } : { kind: 'accepted', data };
      } catch (error) {
        const failure = betFailureOf(error);
        start(failure.waitSeconds);
        next = { kind: 'failed', failure };
      }
      setOutcome(next);
      return next;
    },
    [send, start, waiting],
  );

  return {
    place,
    pending: call.isPending,
    outcome,
    dismiss: useCallback(() => setOutcome(null), []),
    /** Seconds before another try is allowed (0: now). */
    waitSeconds: wait.remaining,
  };
}
