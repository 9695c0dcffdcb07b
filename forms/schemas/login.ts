// Login (docs/rules.md#validation): id and password non-empty; the captcha typed as shown, else the anti-automation message.
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { CAPTCHA_LENGTH, captchaRule } from '../rules/captcha';
import { MEMBER_MESSAGES as M } from '../rules/messages';

export interface LoginContext {
  /** The code the captcha image shows now. */
  readonly captcha: string;
}

export const createLoginSchema = ({ captcha }: LoginContext) =>
  z
    .object({
      memId: z.string().min(1, M.memId.required),
      memPass: z.string().min(1, M.memPass.required),
      captcha: captchaRule(captcha),
    })
    .transform(({ memId, memPass }) => ({ memId, memPass }));

export type LoginInput = z.input<ReturnType<typeof createLoginSchema>>;
export type LoginOutput = z.output<ReturnType<typeof createLoginSchema>>;
type Name = keyof LoginInput & string;

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

/** U001 and LX02 show their own messages as alerts and refresh the captcha (docs/rules.md#errors): none is a field's. */
export const LOGIN_SERVER_ERRORS: ServerErrorTable<Name> = {};

export const loginForm = (context: LoginContext): FormSpec<LoginInput, LoginOutput> => ({
  id: 'login',
  title: 'forms.login.title',
  submit: 'forms.login.submit',
  schema: createLoginSchema(context),
  fields: loginFields,
  defaults: emptyValues(['memId', 'memPass', 'captcha']),
  serverErrors: LOGIN_SERVER_ERRORS,
});
