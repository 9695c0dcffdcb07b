// Partner money give / take-back (docs/rules.md#validation, docs/rules.md#roles): the sub-member, the amount and give or take back;
// a give is not above the partner's own held money and a take-back not above the sub-member's (when
// the screen knows them), refused before the confirmation; the confirmation shows the nickname, the
// amount and the type.
import { z } from 'zod';
import { emptyValues, type FieldContext, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { TRANSFER_TYPES, optionsOf } from '../rules/choices';
import { AMOUNT_MAX_DIGITS, NOTE_MAX, QUICK_AMOUNTS } from '../rules/limits';
import { choiceRule, optionalText } from '../rules/text';

export const MONEY_AMOUNT_MESSAGES = {
  required: 'forms.partnerMoney.amount.required',
  numeric: 'forms.money.amount.numeric',
  min: 'forms.money.amount.min',
} as const;

/** What limits a money move: held money in won, as the screen knows it (unknown: only the server checks). */
export interface MoneyLimits {
  /** The partner's own held money: a give cannot be larger. */
  readonly heldMoney?: number | null | undefined;
  /** Each sub-member's held money by id (the sub-member list): a take-back (a move) cannot take more. */
  readonly memberMoney?: Readonly<Record<string, number>> | undefined;
}

export const OVER_HELD_MESSAGE = 'forms.moneyTransfer.amount.overHeld';
export const OVER_MEMBER_MESSAGE = 'forms.moneyTransfer.amount.overMember';

/** The held money of each member of a list, by id (for `memberMoney`). */
export const moneyById = (members: readonly { readonly memId: string; readonly cashAmt: number }[]): Record<string, number> =>
  Object.fromEntries(members.map((m) => [m.memId, m.cashAmt]));

/** Whether `amount` is more than `limit` (an unknown limit holds nothing back). */
export const isOver = (amount: number, limit: number | null | undefined): boolean =>
  limit !== null && limit !== undefined && Number.isFinite(amount) && amount > limit;

export const createMoneyTransferSchema = ({ heldMoney, memberMoney }: MoneyLimits = {}) =>
  z
    .object({
      targetId: z.string().min(1, 'forms.moneyTransfer.targetId.required'),
      type: choiceRule(TRANSFER_TYPES, 'forms.moneyTransfer.type.required'),
      amount: amountRule(MONEY_AMOUNT_MESSAGES),
      note: optionalText({ length: NOTE_MAX, message: 'forms.partnerMoney.note.max' }),
    })
    .superRefine((v, ctx) => {
      const give = v.type === 'give';
      if (isOver(v.amount, give ? heldMoney : memberMoney?.[v.targetId]))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: give ? OVER_HELD_MESSAGE : OVER_MEMBER_MESSAGE });
    });

/** The rules without any held money known (only the server checks the amount against it). */
export const moneyTransferSchema = createMoneyTransferSchema();

export type MoneyTransferInput = z.input<typeof moneyTransferSchema>;
export type MoneyTransferOutput = z.output<typeof moneyTransferSchema>;
type Name = keyof MoneyTransferInput & string;

export const partnerAmountField = {
  name: 'amount',
  kind: 'amount',
  label: 'forms.partnerMoney.amount.label',
  maxLength: AMOUNT_MAX_DIGITS,
  inputMode: 'numeric',
  quickAmounts: QUICK_AMOUNTS,
  autoComplete: 'off',
} as const satisfies FieldMeta<'amount'>;

export const partnerNoteField = {
  name: 'note',
  kind: 'text',
  label: 'forms.partnerMoney.note.label',
  maxLength: NOTE_MAX,
} as const satisfies FieldMeta<'note'>;

export const moneyTransferFields: readonly FieldMeta<Name>[] = [
  { name: 'targetId', kind: 'select', label: 'forms.moneyTransfer.targetId.label' },
  {
    name: 'type',
    kind: 'radio',
    label: 'forms.moneyTransfer.type.label',
    options: optionsOf(TRANSFER_TYPES, 'forms.moneyTransfer.type.options'),
  },
  partnerAmountField,
  partnerNoteField,
];

export const MONEY_TRANSFER_SERVER_ERRORS: ServerErrorTable<Name> = {
  C302: 'targetId',
  C402: 'targetId',
  C303: 'amount',
  C403: 'amount',
  C601: 'amount',
  C701: 'amount',
};

/** The readable name of a chosen member: the option's label (its nickname), else its id. */
export const optionLabel = (context: FieldContext, field: string, value: string): string =>
  context.options?.[field]?.find((o) => o.value === value)?.label ?? value;

export const moneyTransferForm = (limits: MoneyLimits = {}): FormSpec<MoneyTransferInput, MoneyTransferOutput> => ({
  id: 'moneyTransfer',
  title: 'forms.moneyTransfer.title',
  submit: 'forms.moneyTransfer.submit',
  schema: createMoneyTransferSchema(limits),
  fields: moneyTransferFields,
  defaults: { ...emptyValues(['targetId', 'amount', 'note']), type: 'give' },
  serverErrors: MONEY_TRANSFER_SERVER_ERRORS,
  ...(typeof limits.heldMoney === 'number' ? { messageValues: { held: { won: limits.heldMoney } } } : {}),
  confirm: (values, context) => ({
    message: 'forms.moneyTransfer.confirm',
    values: {
      nick: optionLabel(context, 'targetId', values.targetId),
      amount: { won: values.amount },
      type: { key: `forms.moneyTransfer.type.options.${values.type}` },
    },
  }),
});
