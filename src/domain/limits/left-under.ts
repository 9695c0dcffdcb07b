// What a member may still deposit or stake under their safer gambling limits: the tightest of the
// limits of that kind (a daily limit may leave less than the weekly one). A pending change does not
// count until it applies (the server's `left` already says what applies now).
import type { ContractData } from '@/api/contract';

type Limits = ContractData<'/api/member/limits'>['limits'];
export type LimitKind = Limits[number]['kind'];
export type LimitPeriod = Limits[number]['period'];

export interface LeftUnder {
  /** Won still allowed in the tightest window. */
  readonly left: number;
  /** That window's period. */
  readonly period: LimitPeriod;
}

/** The tightest limit of `kind`, or null when the member set none. */
export function leftUnder(limits: Limits | undefined, kind: LimitKind): LeftUnder | null {
  let tightest: LeftUnder | null = null;
  for (const limit of limits ?? []) {
    if (limit.kind !== kind || limit.left === null) continue;
    const left = Math.max(0, limit.left);
    if (!tightest || left < tightest.left) tightest = { left, period: limit.period };
  }
  return tightest;
}
