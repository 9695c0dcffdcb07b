// The first invalid field in the form's field order (not the order errors arrived in).
import type { FieldMeta } from '../meta/types';

export function firstInvalidField(fields: readonly FieldMeta[], errors: Readonly<Record<string, unknown>>): string | undefined {
  return fields.find((field) => errors[field.name] !== undefined)?.name;
}
