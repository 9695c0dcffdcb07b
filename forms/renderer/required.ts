// Which fields are required is read from the rules, not written twice: a field whose empty value the
// schema refuses is marked required.
import type { FormSchema, FormValues } from '../meta/types';

export function requiredFieldNames(schema: FormSchema<unknown, FormValues>, names: readonly string[]): ReadonlySet<string> {
  const empty: FormValues = Object.fromEntries(names.map((name) => [name, '']));
  const result = schema.safeParse(empty);
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((name) => names.includes(name)));
}
