// A bet's state as docs/rules.md#data and docs/rules.md#states show it: win PASS, lose FAIL, draw TIE,
// wait WAIT, bet BET (placed, not settled: the spec's own status of a bet record), anything else
// CANCEL — a value of the open vocabulary this front end does not know, whatever it is. The betting
// history and a board post's attached bets both label bets so.

/** The labels a bet's state is shown as. */
export type BetResult = 'PASS' | 'FAIL' | 'TIE' | 'WAIT' | 'BET' | 'CANCEL';

const KNOWN: ReadonlyMap<string, BetResult> = new Map([
  ['win', 'PASS'],
  ['lose', 'FAIL'],
  ['draw', 'TIE'],
  ['wait', 'WAIT'],
  ['bet', 'BET'],
]);

export const betResultOf = (type: string): BetResult => KNOWN.get(type.toLowerCase()) ?? 'CANCEL';
