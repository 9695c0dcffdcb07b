// Rolling and losing rates in percent: 0-100 with at most two decimals, never above a ceiling
// (a partner gives sub-members at most the partner's own rate).
import { z } from 'zod';

export const RATE_PATTERN = /^\d{1,3}(?:\.\d{1,2})?$/;

export interface RateMessages {
  readonly required: string;
  readonly numeric: string;
  readonly max: string;
}

export const rateValue = (value: string): number => (RATE_PATTERN.test(value) ? Number(value) : Number.NaN);

export const rateRule = (ceiling: number, messages: RateMessages) =>
  z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((v) => v === '' || !Number.isNaN(rateValue(v)), messages.numeric)
    .refine((v) => Number.isNaN(rateValue(v)) || rateValue(v) <= ceiling, messages.max)
    .transform(rateValue);

/** A server time `YYYY-MM-DD HH:mm:ss` in Asia/Seoul as an instant (invalid Date when unreadable). */
export const seoulTime = (value: string): Date => new Date(`${value.replace(' ', 'T')}+09:00`);
