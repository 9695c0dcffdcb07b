// Create a sub-partner (docs/rules.md#routes partner pages): id, password (confirmed), nickname, phone and bank
// account with the signup's rules and codes, a partner type below the creator's own, and rates per
// category not above the creator's own.
import { z } from 'zod';
import { memIdField, newPasswordField, nicknameField, passwordCheckField, phoneField } from '../meta/member-fields';
import { emptyValues, type Bank, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { PARTNER_TYPES, optionsOf, type GameCategory, type PartnerTier } from '../rules/choices';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import {
  accountHolderRule,
  bankAccountRule,
  bankRule,
  confirmsPassword,
  memIdRule,
  nicknameRule,
  passwordConfirmationRule,
  passwordRule,
  phoneRule,
} from '../rules/member';
import { choiceRule } from '../rules/text';
import { rateAdjustFields, rateShape, ratesOf, type RateCeiling } from './rate-adjust';

export interface SubPartnerContext {
  /** The creating partner's own type; only lower types can be created. */
  readonly ownType: PartnerTier;
  /** The creating partner's own rates: a sub-partner's cannot be higher. */
  readonly ceilings: Readonly<Record<GameCategory, RateCeiling>>;
  /** The banks offered (/api/etc/bank); when given, the chosen code must be one of them. */
  readonly banks?: readonly Bank[] | undefined;
}

/** The types below the given one (PTN_1 head office is highest). */
export const typesBelow = (own: PartnerTier): readonly PartnerTier[] => PARTNER_TYPES.slice(PARTNER_TYPES.indexOf(own) + 1);

export const createSubPartnerSchema = ({ ownType, ceilings, banks }: SubPartnerContext) =>
  z
    .object({
      memId: memIdRule(),
      memPass: passwordRule(),
      memPassCheck: passwordConfirmationRule(),
      memNick: nicknameRule(),
      memPhone: phoneRule(),
      bank: bankRule(banks),
      memName: accountHolderRule(),
      bankacc: bankAccountRule(),
      partnerType: choiceRule(typesBelow(ownType), 'forms.subPartner.partnerType.required'),
      ...rateShape(ceilings),
    })
    .refine((v) => confirmsPassword(v.memPass, v.memPassCheck), { path: ['memPassCheck'], error: M.memPassCheck.mismatch })
    .transform((v) => ({
      memId: v.memId,
      memPass: v.memPass,
      memNick: v.memNick,
      memPhone: v.memPhone,
      bank: v.bank,
      memName: v.memName,
      bankacc: v.bankacc,
      partnerType: v.partnerType,
      rates: ratesOf(v),
    }));

export type SubPartnerInput = z.input<ReturnType<typeof createSubPartnerSchema>>;
export type SubPartnerOutput = z.output<ReturnType<typeof createSubPartnerSchema>>;
type Name = keyof SubPartnerInput & string;

export const subPartnerFields = ({ ownType, ceilings }: SubPartnerContext): readonly FieldMeta<Name>[] => [
  { ...memIdField, autoComplete: 'off' },
  newPasswordField,
  passwordCheckField,
  { ...nicknameField, autoComplete: 'off' },
  { ...phoneField, autoComplete: 'off' },
  { name: 'bank', kind: 'bank', label: 'forms.member.bank.label' },
  { name: 'memName', kind: 'text', label: 'forms.member.memName.label', help: 'forms.member.memName.help', autoComplete: 'off' },
  {
    name: 'bankacc',
    kind: 'text',
    label: 'forms.member.bankacc.label',
    help: 'forms.member.bankacc.help',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  {
    name: 'partnerType',
    kind: 'select',
    label: 'forms.subPartner.partnerType.label',
    options: optionsOf(typesBelow(ownType), 'forms.partnerType'),
  },
  ...rateAdjustFields({ ceilings }),
];

export const SUB_PARTNER_SERVER_ERRORS: ServerErrorTable<Name> = {
  U101: 'memId',
  U116: 'memId',
  U102: 'memPass',
  U104: 'memName',
  U105: 'memNick',
  U117: 'memNick',
  U106: 'memPhone',
  U118: 'memPhone',
  U119: 'bankacc',
};

export const SUB_PARTNER_FIELD_ORDER = [
  'memId',
  'memPass',
  'memPassCheck',
  'memNick',
  'memPhone',
  'bank',
  'memName',
  'bankacc',
  'partnerType',
  'casinoRolling',
  'casinoLosing',
  'hotelRolling',
  'hotelLosing',
  'slotRolling',
  'slotLosing',
  'miniRolling',
  'miniLosing',
] as const satisfies readonly Name[];

export const subPartnerForm = (context: SubPartnerContext): FormSpec<SubPartnerInput, SubPartnerOutput> => ({
  id: 'subPartner',
  title: 'forms.subPartner.title',
  submit: 'forms.subPartner.submit',
  schema: createSubPartnerSchema(context),
  fields: subPartnerFields(context),
  defaults: emptyValues(SUB_PARTNER_FIELD_ORDER),
  serverErrors: SUB_PARTNER_SERVER_ERRORS,
  confirm: (values) => ({
    message: 'forms.subPartner.confirm',
    values: { id: values.memId, nick: values.memNick, type: { key: `forms.partnerType.${values.partnerType}` } },
  }),
});
