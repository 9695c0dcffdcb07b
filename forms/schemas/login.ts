// Login (docs/rules.md#validation): id and password non-empty; the captcha typed as shown, else the anti-automation message.
// A member with two-step verification on is asked for the code (LX10, inferred): the form then has
// the code field too — six digits from the authenticator app, or a recovery code — sent as `otp`.
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { CAPTCHA_LENGTH, captchaRule } from '../rules/captcha';
import { MEMBER_MESSAGES as M } from '../rules/messages';

export interface LoginContext {
  /** The code the captcha image shows now. */
  readonly captcha: string;
  /** The server asked for the two-step code (LX10): the form has its field. */
  readonly otp?: boolean;
}

/** Six digits from an authenticator app, or a recovery code (letters, digits and dashes). */
export const OTP_PATTERN = /^(\d{6}|[A-Za-z0-9-]{8,20})$/;

export const createLoginSchema = ({ captcha, otp = false }: LoginContext) =>
  z
    .object({
      memId: z.string().min(1, M.memId.required),
      memPass: z.string().min(1, M.memPass.required),
      captcha: captchaRule(captcha),
      // empty and not sent until the server asks for it
      otp: otp ? z.string().min(1, 'forms.login.otp.required').regex(OTP_PATTERN, 'forms.login.otp.invalid') : z.string(),
    })
    .transform(({ memId, memPass, otp: code }) => ({ memId, memPass, ...(otp && code ? { otp: code } : {}) }));

export type LoginInput = z.input<ReturnType<typeof createLoginSchema>>;
export type LoginOutput = z.output<ReturnType<typeof createLoginSchema>>;
type Name = keyof LoginInput & string;

const otpField: FieldMeta<Name> = {
  name: 'otp',
  kind: 'text',
  label: 'forms.login.otp.label',
  help: 'forms.login.otp.help',
  maxLength: 20,
  inputMode: 'text',
  allow: /[A-Za-z0-9-]/,
  autoComplete: 'one-time-code',
};

export const loginFields: readonly FieldMeta<Name>[] = [
  { name: 'memId', kind: 'text', label: 'forms.member.memId.label', maxLength: 20, autoComplete: 'username' },
  { name: 'memPass', kind: 'password', label: 'forms.member.memPass.label', maxLength: 20, autoComplete: 'current-password' },
  {
    name: 'captcha',
    kind: 'captcha',
    label: 'forms.login.captcha.label',
    help: 'forms.login.captcha.help',
    maxLength: CAPTCHA_LENGTH,
    inputMode: 'numeric',
    allow: /[0-9]/,
    autoComplete: 'off',
  },
];

/**
 * U001 and LX02 show their own messages as alerts and refresh the captcha (docs/rules.md#errors); a
 * wrong two-step code (LX11) shows under the code, with everything typed kept.
 */
export const LOGIN_SERVER_ERRORS: ServerErrorTable<Name> = { LX11: 'otp' };

export const loginForm = (context: LoginContext): FormSpec<LoginInput, LoginOutput> => ({
  id: 'login',
  title: 'forms.login.title',
  submit: 'forms.login.submit',
  schema: createLoginSchema(context),
  fields: context.otp ? [...loginFields, otpField] : loginFields,
  defaults: emptyValues(['memId', 'memPass', 'captcha', 'otp']),
  serverErrors: LOGIN_SERVER_ERRORS,
});
