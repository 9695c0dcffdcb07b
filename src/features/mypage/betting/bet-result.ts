import type { RowOf } from '@/resources/paged-list';

/** One bet of /api/bet/betlist. */
export type BetRow = RowOf<'/api/bet/betlist'>;

/** The labels SPEC §3 shows a bet's state as. */
export type BetResult = 'PASS' | 'FAIL' | 'TIE' | 'WAIT' | 'CANCEL';

const known: Record<string, BetResult> = { win: 'PASS', lose: 'FAIL', draw: 'TIE', wait: 'WAIT', bet: 'WAIT' };

/**
 * win PASS, lose FAIL, draw TIE, wait WAIT, anything else CANCEL (SPEC §2). `bet` (SPEC §3's BET: placed,
 * not settled) is shown as waiting, not as cancelled.
 */
export const resultOf = (type: string): BetResult => known[type.toLowerCase()] ?? 'CANCEL';

/** The filters of the betting history kept in the address. */
export const BET_FILTERS = ['group', 'vendor', 'old'] as const;
export type BetFilter = (typeof BET_FILTERS)[number];

/** A common code's name in the member's language: Korean codeName, else codeNameEN when present. */
export const codeName = (code: { codeName: string; codeNameEN?: string }, language: string): string =>
  language === 'ko' ? code.codeName : code.codeNameEN || code.codeName;
