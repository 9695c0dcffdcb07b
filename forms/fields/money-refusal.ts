// The words for a money text the one reading refused (forms/rules/money-input.ts), in the member's language.
import type { Translate } from '../renderer/translate';
import type { MoneyFormat, MoneyRefusal } from '../rules/money-input';
import { MONEY_MAX_DIGITS } from '../rules/money-input';
import { displayOf } from './use-money-text';

export function refusalMessage(
  tm: Translate,
  reason: MoneyRefusal,
  { language, decimals = 0, maxDigits = MONEY_MAX_DIGITS }: MoneyFormat,
): string {
  if (reason === 'tooLarge') return tm('forms.field.amount.refused.tooLarge', { digits: { number: maxDigits } });
  if (reason === 'fraction')
    return decimals === 0
      ? tm('forms.field.amount.refused.fraction')
      : tm('forms.field.amount.refused.decimals', { decimals: { number: decimals } });
  return tm('forms.field.amount.refused.format', { example: displayOf(decimals === 0 ? '10000' : '12.50', language) });
}
