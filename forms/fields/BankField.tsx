// Registry entry for the bank: a select of the banks the caller passes in (from /api/etc/bank).
import { useController } from 'react-hook-form';
import type { Bank } from '../meta/types';
import type { FieldProps } from '../renderer/field-props';
import { useMessages } from '../renderer/translate';
import { SelectControl } from './SelectControl';

/** Korean names in Korean; the English name elsewhere when the server gives one. */
export const bankName = (bank: Bank, language: string): string =>
  language === 'ko' ? bank.bankNameKr : (bank.bankNameEn ?? bank.bankNameKr);

export function BankField({ meta, control, required, variant, messageValues, context }: FieldProps) {
  const { language } = useMessages();
  const { field, fieldState } = useController({ name: meta.name, control });
  const options = (context.banks ?? []).map((bank) => ({ value: bank.bankCode, label: bankName(bank, language) }));
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
