// A bet's state as SPEC §2 shows it (the betting namespace's words): win PASS, lose FAIL, draw TIE,
// wait and bet WAIT, anything else CANCEL.
export type BetResult = 'PASS' | 'FAIL' | 'TIE' | 'WAIT' | 'CANCEL';

const KNOWN: Readonly<Record<string, BetResult>> = { win: 'PASS', lose: 'FAIL', draw: 'TIE', wait: 'WAIT', bet: 'WAIT' };

export const betResultOf = (type: string): BetResult => KNOWN[type.toLowerCase()] ?? 'CANCEL';
