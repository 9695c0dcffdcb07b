// Two-step verification (TOTP, inferred): turning it on is confirmed with the six digits the
// authenticator app shows for the new secret; turning it off, or setting it up again on another app
// while it is on (docs/rules.md#two-step-verification), takes those six digits or a recovery code
// (each works once). All are checked before sending; a wrong code (LX11) shows under the field, with
// what was typed kept, and any other refusal (LX12 too many failures) above the form.
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { OTP_PATTERN } from './login';

/** Six digits, spaces a person types between groups dropped. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

export const totpConfirmSchema = z.object({
  code: z
    .string()
    .transform(withoutSpaces)
    .pipe(z.string().min(1, 'forms.totp.code.required').regex(TOTP_CODE_PATTERN, 'forms.totp.code.invalid')),
});

export const totpDisableSchema = z.object({
  code: z
    .string()
    .transform(withoutSpaces)
    .pipe(z.string().min(1, 'forms.login.otp.required').regex(OTP_PATTERN, 'forms.login.otp.invalid')),
});

export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;
export type TotpConfirmOutput = z.output<typeof totpConfirmSchema>;
export type TotpDisableInput = z.input<typeof totpDisableSchema>;
export type TotpDisableOutput = z.output<typeof totpDisableSchema>;
type Name = 'code';

export const totpConfirmFields: readonly FieldMeta<Name>[] = [
  {
    name: 'code',
    kind: 'text',
    label: 'forms.totp.code.label',
    help: 'forms.totp.code.help',
    maxLength: 7,
    inputMode: 'numeric',
    allow: /[0-9 ]/,
    autoComplete: 'one-time-code',
  },
];

export const totpDisableFields: readonly FieldMeta<Name>[] = [
  {
    name: 'code',
    kind: 'text',
    label: 'forms.login.otp.label',
    help: 'forms.login.otp.help',
    maxLength: 20,
    inputMode: 'text',
    allow: /[A-Za-z0-9 -]/,
    autoComplete: 'one-time-code',
  },
];

/** A wrong or expired code shows under it; the rest (E001, E002, NT99, TE99) above the form. */
export const TOTP_SERVER_ERRORS: ServerErrorTable<Name> = { LX11: 'code' };

export const totpConfirmForm: FormSpec<TotpConfirmInput, TotpConfirmOutput> = {
  id: 'totp-confirm',
  title: 'forms.totp.title',
  submit: 'forms.totp.submit',
  schema: totpConfirmSchema,
  fields: totpConfirmFields,
  defaults: emptyValues(['code']),
  serverErrors: TOTP_SERVER_ERRORS,
};

export const totpDisableForm: FormSpec<TotpDisableInput, TotpDisableOutput> = {
  id: 'totp-disable',
  title: 'forms.totpDisable.title',
  submit: 'forms.totpDisable.submit',
  schema: totpDisableSchema,
  fields: totpDisableFields,
  defaults: emptyValues(['code']),
  serverErrors: TOTP_SERVER_ERRORS,
};

/** While two-step is on, a new enrolment starts with the current app's code or a recovery code (memberTotpStart's `code`). */
export const totpReEnrolForm: FormSpec<TotpDisableInput, TotpDisableOutput> = {
  ...totpDisableForm,
  id: 'totp-re-enrol',
  title: 'forms.totpReEnrol.title',
  submit: 'forms.totpReEnrol.submit',
};
