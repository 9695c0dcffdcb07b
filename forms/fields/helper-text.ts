// Under every control: its error message if any, else its help text.
import type { FieldError } from 'react-hook-form';
import type { FieldMeta, MessageValues } from '../meta/types';
import type { Translate } from '../renderer/translate';

export function helperText(tm: Translate, meta: FieldMeta, error: FieldError | undefined, values?: MessageValues): string | undefined {
  if (error?.message) return tm(error.message, values);
  return meta.help ? tm(meta.help, meta.helpValues) : undefined;
}
