// The field registry: one component per input kind. A new kind is one entry here (and one member of
// FieldKind), never a branch in the renderer.
import { AmountField } from '../fields/AmountField';
import { BankField } from '../fields/BankField';
import { CaptchaField } from '../fields/CaptchaField';
import { CheckboxField } from '../fields/CheckboxField';
import { RadioField } from '../fields/RadioField';
import { SelectField } from '../fields/SelectField';
import { TextInputField } from '../fields/TextInputField';
import type { FieldKind } from '../meta/types';
import type { FieldComponent } from './field-props';

export const fieldRegistry = {
  text: TextInputField,
  password: TextInputField,
  textarea: TextInputField,
  select: SelectField,
  radio: RadioField,
  amount: AmountField,
  captcha: CaptchaField,
  bank: BankField,
  checkbox: CheckboxField,
} as const satisfies Record<FieldKind, FieldComponent>;

export type FieldRegistry = Readonly<Record<FieldKind, FieldComponent>>;
