// Create a sub-partner (SPEC §2 partner pages): id, password (confirmed), nickname, and a partner type
// below the creator's own.
import { memIdField, newPasswordField, nicknameField, passwordCheckField } from '../meta/member-fields';
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { PARTNER_TYPES, optionsOf, type PartnerTier } from '../rules/choices';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { confirmsPassword, passwordConfirmationRule, memIdRule, nicknameRule, passwordRule } from '../rules/member';
import { choiceRule } from '../rules/text';

export interface SubPartnerContext {
  /** The creating partner's own type; only lower types can be created. */
  readonly ownType: PartnerTier;
}

/** The types below the given one (PTN_1 head office is highest). */
export const typesBelow = (own: PartnerTier): readonly PartnerTier[] => PARTNER_TYPES.slice(PARTNER_TYPES.indexOf(own) + 1);

export const createSubPartnerSchema = ({ ownType }: SubPartnerContext) =>
  z
    .object({
      memId: memIdRule(),
      memPass: passwordRule(),
      memPassCheck: passwordConfirmationRule(),
      memNick: nicknameRule(),
      partnerType: choiceRule(typesBelow(ownType), 'forms.subPartner.partnerType.required'),
    })
    .refine((v) => confirmsPassword(v.memPass, v.memPassCheck), { path: ['memPassCheck'], error: M.memPassCheck.mismatch })
    .transform(({ memId, memPass, memNick, partnerType }) => ({ memId, memPass, memNick, partnerType }));

export type SubPartnerInput = z.input<ReturnType<typeof createSubPartnerSchema>>;
export type SubPartnerOutput = z.output<ReturnType<typeof createSubPartnerSchema>>;
type Name = keyof SubPartnerInput & string;

export const subPartnerFields = ({ ownType }: SubPartnerContext): readonly FieldMeta<Name>[] => [
  { ...memIdField, autoComplete: 'off' },
  newPasswordField,
  passwordCheckField,
  { ...nicknameField, autoComplete: 'off' },
  {
    name: 'partnerType',
    kind: 'select',
    label: 'forms.subPartner.partnerType.label',
    options: optionsOf(typesBelow(ownType), 'forms.partnerType'),
  },
];

export const SUB_PARTNER_SERVER_ERRORS: ServerErrorTable<Name> = {
  U101: 'memId',
  U116: 'memId',
  U102: 'memPass',
  U105: 'memNick',
  U117: 'memNick',
};

export const subPartnerForm = (context: SubPartnerContext): FormSpec<SubPartnerInput, SubPartnerOutput> => ({
  id: 'subPartner',
  title: 'forms.subPartner.title',
  submit: 'forms.subPartner.submit',
  schema: createSubPartnerSchema(context),
  fields: subPartnerFields(context),
  defaults: emptyValues(['memId', 'memPass', 'memPassCheck', 'memNick', 'partnerType']),
  serverErrors: SUB_PARTNER_SERVER_ERRORS,
});
