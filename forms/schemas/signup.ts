// Signup (docs/rules.md#data, docs/rules.md#validation): every field a person types, checked in field order, each empty field with its
// own message and each format rule with its own message and error code.
import { z } from 'zod';
import { memIdField, newPasswordField, nicknameField, passwordCheckField, phoneField, phoneVendorField } from '../meta/member-fields';
import { emptyValues, type Bank, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { optionalChoice, tickedBox } from '../rules/text';
import { PHONE_VENDORS } from '../rules/choices';
import { MEM_ID_LENGTH, PIN_LENGTH } from '../rules/limits';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import {
  accountHolderRule,
  bankAccountRule,
  bankRule,
  confirmsPassword,
  passwordConfirmationRule,
  recommenderIdRule,
  memIdRule,
  nicknameRule,
  passwordRule,
  phoneRule,
  pinRule,
} from '../rules/member';

export interface SignupContext {
  /** The site's default recommender (/api/etc/siteOption); when set, the recommender field is hidden. */
  readonly defaultRecommenderId?: string | null | undefined;
  /** The banks offered (/api/etc/bank); when given, the chosen code must be one of them. */
  readonly banks?: readonly Bank[] | undefined;
}

/** Field order = check order (docs/rules.md#validation and the message list of docs/rules.md#errors). */
export const SIGNUP_FIELD_ORDER = [
  'memId',
  'memPass',
  'memPassCheck',
  'cashOutPass',
  'memNick',
  'memPhone',
  'memPhoneVendor',
  'recommenderId',
  'bank',
  'memName',
  'bankacc',
  'ageConfirmed',
  'termsAccepted',
] as const;

/** The error code of each format rule. */
export const SIGNUP_FORMAT_CODES = {
  memId: 'U101',
  memPass: 'U102',
  cashOutPass: 'U103',
  memNick: 'U105',
  memPhone: 'noValidMemTel',
  memName: 'U104',
  bankacc: 'noValidBankNumber',
} as const;

const hasDefaultRecommender = (context: SignupContext): boolean => Boolean(context.defaultRecommenderId?.trim());

export const createSignupSchema = (context: SignupContext = {}) => {
  const hidden = hasDefaultRecommender(context);
  return z
    .object({
      memId: memIdRule(),
      memPass: passwordRule(),
      memPassCheck: passwordConfirmationRule(),
      cashOutPass: pinRule(),
      memNick: nicknameRule(),
      memPhone: phoneRule(),
      memPhoneVendor: optionalChoice(PHONE_VENDORS, 'forms.member.memPhoneVendor.invalid'),
      recommenderId: hidden ? z.string() : recommenderIdRule(),
      bank: bankRule(context.banks),
      memName: accountHolderRule(),
      bankacc: bankAccountRule(),
      // the two required boxes, sent as true (inferred fields of the contract)
      ageConfirmed: tickedBox('forms.signup.ageConfirmed.required'),
      termsAccepted: tickedBox('forms.signup.termsAccepted.required'),
    })
    .refine((v) => confirmsPassword(v.memPass, v.memPassCheck), { path: ['memPassCheck'], error: M.memPassCheck.mismatch })
    .transform(({ recommenderId, ...rest }) => ({ ...rest, recommenderId: hidden ? undefined : recommenderId }));
};

export type SignupInput = z.input<ReturnType<typeof createSignupSchema>>;
export type SignupOutput = z.output<ReturnType<typeof createSignupSchema>>;
type Name = keyof SignupInput & string;

const ALL_FIELDS: readonly FieldMeta<Name>[] = [
  memIdField,
  newPasswordField,
  passwordCheckField,
  {
    name: 'cashOutPass',
    kind: 'password',
    label: 'forms.member.cashOutPass.label',
    help: 'forms.member.cashOutPass.help',
    maxLength: PIN_LENGTH,
    inputMode: 'numeric',
    allow: /[0-9]/,
    autoComplete: 'off',
  },
  nicknameField,
  phoneField,
  phoneVendorField,
  { name: 'recommenderId', kind: 'text', label: 'forms.member.recommenderId.label', maxLength: MEM_ID_LENGTH.max, autoComplete: 'off' },
  { name: 'bank', kind: 'bank', label: 'forms.member.bank.label' },
  { name: 'memName', kind: 'text', label: 'forms.member.memName.label', help: 'forms.member.memName.help', autoComplete: 'name' },
  {
    name: 'bankacc',
    kind: 'text',
    label: 'forms.member.bankacc.label',
    help: 'forms.member.bankacc.help',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  { name: 'ageConfirmed', kind: 'checkbox', label: 'forms.signup.ageConfirmed.label' },
  { name: 'termsAccepted', kind: 'checkbox', label: 'forms.signup.termsAccepted.label' },
];

/** The fields shown: the recommender only when no default recommender is configured. */
export const signupFields = (context: SignupContext = {}): readonly FieldMeta<Name>[] =>
  hasDefaultRecommender(context) ? ALL_FIELDS.filter((f) => f.name !== 'recommenderId') : ALL_FIELDS;

export const SIGNUP_SERVER_ERRORS: ServerErrorTable<Name> = {
  U101: 'memId',
  U116: 'memId',
  U102: 'memPass',
  U103: 'cashOutPass',
  U104: 'memName',
  U105: 'memNick',
  U117: 'memNick',
  U106: 'memPhone',
  U118: 'memPhone',
  U112: 'recommenderId',
  U113: 'recommenderId',
  U114: 'recommenderId',
  U119: 'bankacc',
};

export const signupForm = (context: SignupContext = {}): FormSpec<SignupInput, SignupOutput> => ({
  id: 'signup',
  title: 'forms.signup.title',
  submit: 'forms.signup.submit',
  schema: createSignupSchema(context),
  fields: signupFields(context),
  defaults: emptyValues(SIGNUP_FIELD_ORDER),
  serverErrors: SIGNUP_SERVER_ERRORS,
});
