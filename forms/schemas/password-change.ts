// Password change (docs/rules.md#validation): the current password, a new one of at least 6 with letters and digits
// (the contract: 6-20 of letters, digits and !@#$%*, at least one letter and one digit), confirmed;
// both empty asks for each (not "do not match"). Wrong current password (LX02) shows under it, a
// refused new password (U102) under the new one; the rest above the form.
import { z } from 'zod';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { PASSWORD_LENGTH } from '../rules/limits';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { NEW_PASSWORD_PATTERN, confirmsPassword, passwordConfirmationRule } from '../rules/member';

export const passwordChangeSchema = z
  .object({
    memPass: z.string().min(1, 'forms.passwordChange.memPass.required'),
    memPassNew: z
      .string()
      .min(1, 'forms.passwordChange.memPassNew.required')
      .regex(NEW_PASSWORD_PATTERN, 'forms.passwordChange.memPassNew.U102'),
    memPassCheck: passwordConfirmationRule(),
  })
  .refine((v) => confirmsPassword(v.memPassNew, v.memPassCheck), { path: ['memPassCheck'], error: M.memPassCheck.mismatch });

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChangeOutput = z.output<typeof passwordChangeSchema>;
type Name = keyof PasswordChangeInput & string;

export const passwordChangeFields: readonly FieldMeta<Name>[] = [
  {
    name: 'memPass',
    kind: 'password',
    label: 'forms.passwordChange.memPass.label',
    maxLength: PASSWORD_LENGTH.max,
    autoComplete: 'current-password',
  },
  {
    name: 'memPassNew',
    kind: 'password',
    label: 'forms.passwordChange.memPassNew.label',
    help: 'forms.passwordChange.memPassNew.help',
    maxLength: PASSWORD_LENGTH.max,
    autoComplete: 'new-password',
  },
  {
    name: 'memPassCheck',
    kind: 'password',
    label: 'forms.member.memPassCheck.label',
    maxLength: PASSWORD_LENGTH.max,
    autoComplete: 'new-password',
  },
];

export const PASSWORD_CHANGE_SERVER_ERRORS: ServerErrorTable<Name> = { LX02: 'memPass', U102: 'memPassNew' };

export const passwordChangeForm = (): FormSpec<PasswordChangeInput, PasswordChangeOutput> => ({
  id: 'passwordChange',
  title: 'forms.passwordChange.title',
  submit: 'forms.passwordChange.submit',
  schema: passwordChangeSchema,
  fields: passwordChangeFields,
  defaults: emptyValues(['memPass', 'memPassNew', 'memPassCheck']),
  serverErrors: PASSWORD_CHANGE_SERVER_ERRORS,
  // Asked before sending: the new password replaces the old one at once (the next login needs it).
  confirm: (): ConfirmSpec => ({ message: 'forms.passwordChange.confirm', values: {} }),
});
