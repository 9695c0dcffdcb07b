// Registry entry for text, password and textarea fields.
import { useController } from 'react-hook-form';
import type { FieldProps } from '../renderer/field-props';
import { TextControl } from './TextControl';

export function TextInputField({ meta, control, required, variant, messageValues }: FieldProps) {
  const { field, fieldState } = useController({ name: meta.name, control });
  return (
    <TextControl meta={meta} field={field} fieldState={fieldState} required={required} variant={variant} messageValues={messageValues} />
  );
}
