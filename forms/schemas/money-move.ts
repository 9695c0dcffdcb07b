// Money move between two sub-members: from, to (not the same member), the amount (not above what the
// sending member holds, when the screen knows it); confirmed with both nicknames, the amount and the
// type (docs/rules.md#validation).
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { NOTE_MAX } from '../rules/limits';
import { optionalText } from '../rules/text';
import { MONEY_AMOUNT_MESSAGES, isOver, optionLabel, partnerAmountField, partnerNoteField, type MoneyLimits } from './money-transfer';

export const OVER_FROM_MESSAGE = 'forms.moneyMove.amount.overFrom';

export const createMoneyMoveSchema = ({ memberMoney }: Pick<MoneyLimits, 'memberMoney'> = {}) =>
  z
    .object({
      fromId: z.string().min(1, 'forms.moneyMove.fromId.required'),
      toId: z.string().min(1, 'forms.moneyMove.toId.required'),
      amount: amountRule(MONEY_AMOUNT_MESSAGES),
      note: optionalText({ length: NOTE_MAX, message: 'forms.partnerMoney.note.max' }),
    })
    .refine((v) => v.toId === '' || v.toId !== v.fromId, { path: ['toId'], error: 'forms.moneyMove.toId.same' })
    .refine((v) => !isOver(v.amount, memberMoney?.[v.fromId]), { path: ['amount'], error: OVER_FROM_MESSAGE });

/** The rules without the members' held money (only the server checks the amount against it). */
export const moneyMoveSchema = createMoneyMoveSchema();

export type MoneyMoveInput = z.input<typeof moneyMoveSchema>;
export type MoneyMoveOutput = z.output<typeof moneyMoveSchema>;
type Name = keyof MoneyMoveInput & string;

export const moneyMoveFields: readonly FieldMeta<Name>[] = [
  { name: 'fromId', kind: 'select', label: 'forms.moneyMove.fromId.label' },
  { name: 'toId', kind: 'select', label: 'forms.moneyMove.toId.label' },
  partnerAmountField,
  partnerNoteField,
];

export const MONEY_MOVE_SERVER_ERRORS: ServerErrorTable<Name> = { C302: 'toId', C303: 'amount', C601: 'amount' };

export const moneyMoveForm = (limits: Pick<MoneyLimits, 'memberMoney'> = {}): FormSpec<MoneyMoveInput, MoneyMoveOutput> => ({
  id: 'moneyMove',
  title: 'forms.moneyMove.title',
  submit: 'forms.moneyMove.submit',
  schema: createMoneyMoveSchema(limits),
  fields: moneyMoveFields,
  defaults: emptyValues(['fromId', 'toId', 'amount', 'note']),
  serverErrors: MONEY_MOVE_SERVER_ERRORS,
  confirm: (values, context) => ({
    message: 'forms.moneyMove.confirmWithType',
    values: {
      from: optionLabel(context, 'fromId', values.fromId),
      to: optionLabel(context, 'toId', values.toId),
      amount: { won: values.amount },
      type: { key: 'forms.moneyMove.type' },
    },
  }),
});
