// Free text: required means something other than spaces; the value is sent trimmed.
import { z } from 'zod';
import { charCount } from './member';

export const requiredText = (required: string, max?: { readonly length: number; readonly message: string }) => {
  const filled = z.string().trim().min(1, required);
  return max ? filled.refine((v) => charCount(v) <= max.length, max.message) : filled;
};

/** Optional free text with a maximum; empty becomes undefined (the field is not sent). */
export const optionalText = (max: { readonly length: number; readonly message: string }) =>
  z
    .string()
    .trim()
    .refine((v) => charCount(v) <= max.length, max.message)
    .transform((v) => (v === '' ? undefined : v));

const isOneOf =
  <const Values extends readonly string[]>(values: Values) =>
  (value: string): value is Values[number] =>
    values.includes(value);

/** One of the given values; empty (or anything else) gives the required message. */
export const choiceRule = <const Values extends readonly string[]>(values: Values, required: string) =>
  z.string().refine(isOneOf(values), required);

/** One of the given values or nothing (empty becomes undefined, and is not sent). */
export const optionalChoice = <const Values extends readonly string[]>(values: Values, invalid: string) => {
  const isChoice = isOneOf(values);
  return z
    .string()
    .refine((v) => v === '' || isChoice(v), invalid)
    .transform((v) => (isChoice(v) ? v : undefined));
};

/** A box the member must tick (value 'Y'); an empty one is refused with `required`; sent as true. */
export const tickedBox = (required: string) =>
  z
    .string()
    .refine((v) => v === 'Y', required)
    .transform(() => true as const);
