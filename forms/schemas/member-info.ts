// Member info edit (docs/rules.md#routes "member info edit"): phone and carrier, a new withdrawal PIN if wanted,
// confirmed with the current password. Only the fields sent are changed.
import { z } from 'zod';
import { phoneField, phoneVendorField } from '../meta/member-fields';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { PHONE_VENDORS } from '../rules/choices';
import { PASSWORD_LENGTH, PIN_LENGTH } from '../rules/limits';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { PIN_PATTERN, phoneRule } from '../rules/member';
import { optionalChoice } from '../rules/text';

export const memberInfoSchema = z.object({
  memPhone: phoneRule(),
  memPhoneVendor: optionalChoice(PHONE_VENDORS, 'forms.member.memPhoneVendor.invalid'),
  /** Empty keeps the current PIN; otherwise exactly 4 digits (U103). */
  cashOutPass: z
    .string()
    .refine((v) => v === '' || PIN_PATTERN.test(v), M.cashOutPass.format)
    .transform((v) => (v === '' ? undefined : v)),
  memPass: z.string().min(1, 'forms.memberInfo.memPass.required'),
});

export type MemberInfoInput = z.input<typeof memberInfoSchema>;
export type MemberInfoOutput = z.output<typeof memberInfoSchema>;
type Name = keyof MemberInfoInput & string;

export const memberInfoFields: readonly FieldMeta<Name>[] = [
  phoneField,
  phoneVendorField,
  {
    name: 'cashOutPass',
    kind: 'password',
    label: 'forms.memberInfo.cashOutPass.label',
    help: 'forms.memberInfo.cashOutPass.help',
    maxLength: PIN_LENGTH,
    inputMode: 'numeric',
    allow: /[0-9]/,
    autoComplete: 'off',
  },
  {
    name: 'memPass',
    kind: 'password',
    label: 'forms.memberInfo.memPass.label',
    help: 'forms.memberInfo.memPass.help',
    maxLength: PASSWORD_LENGTH.max,
    autoComplete: 'current-password',
  },
];

export const MEMBER_INFO_SERVER_ERRORS: ServerErrorTable<Name> = {
  U106: 'memPhone',
  U118: 'memPhone',
  U103: 'cashOutPass',
  LX02: 'memPass',
};

export const memberInfoForm = (): FormSpec<MemberInfoInput, MemberInfoOutput> => ({
  id: 'memberInfo',
  title: 'forms.memberInfo.title',
  submit: 'forms.memberInfo.submit',
  schema: memberInfoSchema,
  fields: memberInfoFields,
  defaults: emptyValues(['memPhone', 'memPhoneVendor', 'cashOutPass', 'memPass']),
  serverErrors: MEMBER_INFO_SERVER_ERRORS,
});
