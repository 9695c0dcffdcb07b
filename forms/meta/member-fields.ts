// Field metadata shared by the member forms (signup, member info, sub-partner): one definition of
// each, with per-form differences (autoComplete, labels) spread over it where a form needs them.
import { PHONE_VENDORS, optionsOf } from '../rules/choices';
import { MEM_ID_LENGTH, NICKNAME_LENGTH, PASSWORD_LENGTH, PHONE_MAX_LENGTH } from '../rules/limits';
import type { FieldMeta } from './types';

export const memIdField = {
  name: 'memId',
  kind: 'text',
  label: 'forms.member.memId.label',
  help: 'forms.member.memId.help',
  maxLength: MEM_ID_LENGTH.max,
  autoComplete: 'username',
} as const satisfies FieldMeta<'memId'>;

export const newPasswordField = {
  name: 'memPass',
  kind: 'password',
  label: 'forms.member.memPass.label',
  help: 'forms.member.memPass.help',
  maxLength: PASSWORD_LENGTH.max,
  autoComplete: 'new-password',
} as const satisfies FieldMeta<'memPass'>;

export const passwordCheckField = {
  name: 'memPassCheck',
  kind: 'password',
  label: 'forms.member.memPassCheck.label',
  maxLength: PASSWORD_LENGTH.max,
  autoComplete: 'new-password',
} as const satisfies FieldMeta<'memPassCheck'>;

export const nicknameField = {
  name: 'memNick',
  kind: 'text',
  label: 'forms.member.memNick.label',
  help: 'forms.member.memNick.help',
  maxLength: NICKNAME_LENGTH.max,
  autoComplete: 'nickname',
} as const satisfies FieldMeta<'memNick'>;

export const phoneField = {
  name: 'memPhone',
  kind: 'text',
  label: 'forms.member.memPhone.label',
  placeholder: 'forms.member.memPhone.placeholder',
  maxLength: PHONE_MAX_LENGTH,
  inputMode: 'tel',
  allow: /[0-9-]/,
  autoComplete: 'tel-national',
} as const satisfies FieldMeta<'memPhone'>;

export const phoneVendorField: FieldMeta<'memPhoneVendor'> = {
  name: 'memPhoneVendor',
  kind: 'select',
  label: 'forms.member.memPhoneVendor.label',
  options: optionsOf(PHONE_VENDORS, 'forms.member.memPhoneVendor.options'),
};
