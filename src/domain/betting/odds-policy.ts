// The member's odds-change setting (what every slip does when a price moves before the bet is
// placed), kept in this browser (localStorage winner_odds_policy), 'none' until the member chooses.
// The sports and mini-game slips both follow it and send it as the bet's oddsPolicy.
import type { OddsPolicy } from '@forms/schemas/bet';
import { createStore, useStore } from '@/lib/store';

const POLICY_KEY = 'winner_odds_policy';
export const ODDS_POLICIES: readonly OddsPolicy[] = ['none', 'higher', 'any'];

function readPolicy(): OddsPolicy {
  try {
    const value = localStorage.getItem(POLICY_KEY);
    return ODDS_POLICIES.find((p) => p === value) ?? 'none';
  } catch {
    return 'none';
  }
}

const policy = createStore<OddsPolicy>(readPolicy());

export const useOddsPolicy = (): OddsPolicy => useStore(policy);
export const currentOddsPolicy = (): OddsPolicy => policy.get();
export function setOddsPolicy(next: OddsPolicy): void {
  policy.set(next);
  try {
    localStorage.setItem(POLICY_KEY, next);
  } catch {
    // storage refused (private mode): kept until the page is left
  }
}
