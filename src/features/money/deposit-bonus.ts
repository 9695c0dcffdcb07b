// Which bonus a deposit earns (the rule of docs/rules.md#constants: 20 % on the first charge after joining, 10 % on the
// first charge of the day), with the rates of the site option when it gives them.
import type { DepositBonus } from '@forms/schemas/deposit';
import type { DepositInfo } from './api/cash-in-info';

const DEFAULT_RATES = { first: 20, daily: 10 } as const;

export interface SiteRates {
  readonly firstChargeBonusRate?: number;
  readonly dailyFirstChargeBonusRate?: number;
}

export function depositBonus(kind: DepositInfo['bonusKind'], option: SiteRates | undefined): DepositBonus | null {
  if (kind === 'first') return { kind, rate: option?.firstChargeBonusRate ?? DEFAULT_RATES.first };
  if (kind === 'daily') return { kind, rate: option?.dailyFirstChargeBonusRate ?? DEFAULT_RATES.daily };
  return null;
}
