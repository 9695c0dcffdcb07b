// A bet's state as docs/rules.md#routes, docs/rules.md#data show it: win PASS, lose FAIL, draw TIE, wait WAIT, anything else
// CANCEL. `bet` (the BET of docs/rules.md#data: placed, not settled) is shown as waiting, not as cancelled. The
// betting history and a board post's attached bets both label bets so.

/** The labels a bet's state is shown as. */
export type BetResult = 'PASS' | 'FAIL' | 'TIE' | 'WAIT' | 'CANCEL';

const KNOWN: Readonly<Record<string, BetResult>> = { win: 'PASS', lose: 'FAIL', draw: 'TIE', wait: 'WAIT', bet: 'WAIT' };

export const betResultOf = (type: string): BetResult => KNOWN[type.toLowerCase()] ?? 'CANCEL';
