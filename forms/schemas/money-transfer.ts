// Partner money give / take-back (SPEC §5, §6): the sub-member, the amount and give or take back;
// the confirmation shows the nickname, the amount and the type.
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

export const moneyTransferSchema = z.object({
  targetId: z.string().min(1, 'forms.moneyTransfer.targetId.required'),
  type: choiceRule(TRANSFER_TYPES, 'forms.moneyTransfer.type.required'),
  amount: amountRule(MONEY_AMOUNT_MESSAGES),
  note: optionalText({ length: NOTE_MAX, message: 'forms.partnerMoney.note.max' }),
});

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

export const moneyTransferForm = (): FormSpec<MoneyTransferInput, MoneyTransferOutput> => ({
  id: 'moneyTransfer',
  title: 'forms.moneyTransfer.title',
  submit: 'forms.moneyTransfer.submit',
  schema: moneyTransferSchema,
  fields: moneyTransferFields,
  defaults: { ...emptyValues(['targetId', 'amount', 'note']), type: 'give' },
  serverErrors: MONEY_TRANSFER_SERVER_ERRORS,
  confirm: (values, context) => ({
    message: 'forms.moneyTransfer.confirm',
    values: {
      nick: optionLabel(context, 'targetId', values.targetId),
      amount: { won: values.amount },
      type: { key: `forms.moneyTransfer.type.options.${values.type}` },
    },
  }),
});
