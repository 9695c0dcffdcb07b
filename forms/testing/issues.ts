// Test helper: what a member would see after a check: the first message of each field ('' = form level).
import type { FormSchema } from '../meta/types';

export function messagesOf(schema: FormSchema<unknown, unknown>, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The first message of one field, or undefined when the field passes. */
export const messageOf = (schema: FormSchema<unknown, unknown>, input: unknown): string | undefined => messagesOf(schema, input)[''];
