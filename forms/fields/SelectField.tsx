// Registry entry for selects: the form's own options (i18n keys), else the caller's (readable text).
import { useController } from 'react-hook-form';
import type { FieldProps } from '../renderer/field-props';
import { useMessages } from '../renderer/translate';
import { SelectControl } from './SelectControl';

export function SelectField({ meta, control, required, variant, messageValues, context }: FieldProps) {
  const { tm } = useMessages();
  const { field, fieldState } = useController({ name: meta.name, control });
  const options = meta.options
    ? meta.options.map((option) => ({ value: option.value, label: tm(option.label) }))
    : (context.options?.[meta.name] ?? []);
  return (
    <SelectControl
      meta={meta}
      field={field}
      fieldState={fieldState}
      required={required}
      variant={variant}
      options={options}
      messageValues={messageValues}
    />
  );
}
