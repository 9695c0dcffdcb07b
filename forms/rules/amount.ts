// Whole numbers typed as digits (won, points, ids from a select): required, numeric, then limits.
import { z } from 'zod';
import { AMOUNT_MAX_DIGITS } from './limits';

export const DIGITS_PATTERN = /^\d+$/;

export interface AmountMessages {
  readonly required: string;
  readonly numeric: string;
  /** Below the minimum (default minimum 1). */
  readonly min: string;
  /** Above the maximum, when there is one. */
  readonly max?: string;
}

export interface AmountLimits {
  readonly min?: number;
  readonly max?: number;
}

/**
 * The digits as a number, or NaN when they are not plain digits of at most AMOUNT_MAX_DIGITS (leading
 * zeros aside). Money fields give their form the amount the one reading made of the text
 * (./money-input.ts) or, when it refused the text, the text itself, which this refuses.
 */
export function digitsValue(value: string): number {
  if (!DIGITS_PATTERN.test(value) || value.replace(/^0+/, '').length > AMOUNT_MAX_DIGITS) return Number.NaN;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

export const amountRule = (messages: AmountMessages, limits: AmountLimits = {}) => {
  const min = limits.min ?? 1;
  const { max } = limits;
  return z
    .string()
    .min(1, messages.required)
    .refine((v) => v === '' || !Number.isNaN(digitsValue(v)), messages.numeric)
    .refine((v) => Number.isNaN(digitsValue(v)) || digitsValue(v) >= min, messages.min)
    .refine((v) => max === undefined || Number.isNaN(digitsValue(v)) || digitsValue(v) <= max, messages.max ?? messages.numeric)
    .transform(digitsValue);
};

/** An index chosen from a list (a coupon): required, a whole number. */
export const indexRule = (required: string) =>
  z
    .string()
    .min(1, required)
    .refine((v) => v === '' || !Number.isNaN(digitsValue(v)), required)
    .transform(digitsValue);
