// What typing keeps: only the allowed characters, at most maxLength of them (a fifth PIN digit is refused).
import type { FieldMeta } from '../meta/types';

export function keepAllowed(value: string, meta: Pick<FieldMeta, 'allow' | 'maxLength'>): string {
  const { allow, maxLength } = meta;
  if (!allow) return value;
  const kept = [...value].filter((ch) => {
    allow.lastIndex = 0;
    return allow.test(ch);
  });
  return (maxLength === undefined ? kept : kept.slice(0, maxLength)).join('');
}
