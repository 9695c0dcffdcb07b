// The one word of each cash request state (docs/rules.md#states: requested, waiting, complete, cancelled), in
// common:cashState: the member's deposit and withdrawal history (its status, CSV and timeline) and the
// partner's cash list (its column and its filter) say a state with the same word.
import type { Namespace, TFunction } from 'i18next';

export type CashState = '0' | '1' | '2' | '-1';

/** Every state, in the order a request goes through them (the last two are the decisions). */
export const CASH_STATES = ['0', '2', '1', '-1'] as const satisfies readonly CashState[];

/** With any screen's t: the word is read from the common namespace. */
export function cashStateWord<N extends Namespace>(t: TFunction<N>, state: CashState): string {
  return (t as unknown as TFunction<'common'>)(`cashState.${state}`, { ns: 'common' });
}
