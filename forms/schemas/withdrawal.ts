// Withdrawal (exchange; the coin withdrawal is in coin.ts) (docs/rules.md#validation, docs/rules.md#errors C202 C214 C215): amount required, numeric, not
// above held money and, once the site's rules are read, within its minimum and per-request maximum and a
// multiple of its unit; the withdrawal PIN; refused during bank maintenance (23:30-00:30 Asia/Seoul,
// the rules read may move it).
import { z } from 'zod';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type MessageValues, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { AMOUNT_MAX_DIGITS, PIN_LENGTH, QUICK_AMOUNTS } from '../rules/limits';
import { BANK_MAINTENANCE, isWithin, type TimeWindow } from '../rules/maintenance';
import { pinRule } from '../rules/member';

export interface WithdrawalContext {
  /** Held money (cash balance) in won. */
  readonly heldMoney: number;
  /** The current time; read when the form is checked. */
  readonly now?: () => Date;
  /** The bank maintenance window; null when the site has none. */
  readonly maintenance?: TimeWindow | null;
  /** The site's rules (the contract's /api/cash/outInfo); until they are read only held money limits the amount. */
  readonly rules?: WithdrawalRules;
}

/** The rules a withdrawal is checked against besides held money. */
export interface WithdrawalRules {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly amountUnit: number;
}

/** The amount in won: required, numeric, not above held money, within the rules once they are read. */
export const withdrawalAmountRule = (heldMoney: number, rules: WithdrawalRules | undefined) => {
  const amount = amountRule(
    {
      required: 'forms.withdrawal.amount.required',
      numeric: 'forms.money.amount.numeric',
      min: rules && rules.minAmount > 1 ? 'forms.withdrawal.amount.min' : 'forms.money.amount.min',
      max: 'forms.withdrawal.amount.max',
    },
    { min: rules?.minAmount ?? 1, max: heldMoney },
  );
  return rules
    ? amount
        .refine((won) => won <= rules.maxAmount, 'forms.withdrawal.amount.overLimit')
        .refine((won) => won % rules.amountUnit === 0, 'forms.withdrawal.amount.unit')
    : amount;
};

export const MAINTENANCE_MESSAGE = 'forms.withdrawal.maintenance';

export const createWithdrawalSchema = (context: WithdrawalContext) => {
  const { heldMoney, now = () => new Date(), maintenance = BANK_MAINTENANCE, rules } = context;
  return z
    .object({
      amount: withdrawalAmountRule(heldMoney, rules),
      cashOutPass: pinRule(),
    })
    .refine(() => !maintenance || !isWithin(now(), maintenance), { path: [], error: MAINTENANCE_MESSAGE })
    .transform(({ amount, cashOutPass }) => ({ payType: 'bank' as const, amount, cashOutPass }));
};

/** The maintenance hours for the message (`{{start}}`-`{{end}}`), and the limits once read. */
const maintenanceValues = ({ maintenance = BANK_MAINTENANCE, rules }: WithdrawalContext): MessageValues => ({
  ...(maintenance ? { start: maintenance.start, end: maintenance.end } : {}),
  ...(rules ? { min: { won: rules.minAmount }, max: { won: rules.maxAmount }, unit: { won: rules.amountUnit } } : {}),
});

export type WithdrawalInput = z.input<ReturnType<typeof createWithdrawalSchema>>;
export type WithdrawalOutput = z.output<ReturnType<typeof createWithdrawalSchema>>;
type Name = keyof WithdrawalInput & string;

/** The amount in won, with held money (and the rules once read) under it. Shared with the coin withdrawal. */
export const withdrawalAmountField = (context: Pick<WithdrawalContext, 'heldMoney' | 'rules'>): FieldMeta<'amount'> => ({
  name: 'amount',
  kind: 'amount',
  label: 'forms.withdrawal.amount.label',
  ...(context.rules
    ? {
        help: 'forms.withdrawal.amount.limits',
        helpValues: {
          held: { won: context.heldMoney },
          min: { won: context.rules.minAmount },
          max: { won: context.rules.maxAmount },
          unit: { won: context.rules.amountUnit },
        },
      }
    : { help: 'forms.withdrawal.amount.help', helpValues: { held: { won: context.heldMoney } } }),
  maxLength: AMOUNT_MAX_DIGITS,
  inputMode: 'numeric',
  quickAmounts: QUICK_AMOUNTS,
  autoComplete: 'off',
});

/** The withdrawal PIN (4 digits). Shared with the coin withdrawal. */
export const cashOutPassField: FieldMeta<'cashOutPass'> = {
  name: 'cashOutPass',
  kind: 'password',
  label: 'forms.member.cashOutPass.label',
  maxLength: PIN_LENGTH,
  inputMode: 'numeric',
  allow: /[0-9]/,
  autoComplete: 'off',
};

export const withdrawalFields = (context: WithdrawalContext): readonly FieldMeta<Name>[] => [
  withdrawalAmountField(context),
  cashOutPassField,
];

/** Server answers about a field (C202, C206, C214, C215 the amount; C008, C205 the PIN). Shared with the coin withdrawal. */
export const WITHDRAWAL_SERVER_ERRORS: ServerErrorTable<Name> = {
  C202: 'amount',
  C206: 'amount',
  C214: 'amount',
  C215: 'amount',
  C008: 'cashOutPass',
  C205: 'cashOutPass',
};

export const withdrawalForm = (context: WithdrawalContext): FormSpec<WithdrawalInput, WithdrawalOutput> => ({
  id: 'withdrawal',
  title: 'forms.withdrawal.title',
  submit: 'forms.withdrawal.submit',
  schema: createWithdrawalSchema(context),
  fields: withdrawalFields(context),
  defaults: emptyValues(['amount', 'cashOutPass']),
  serverErrors: WITHDRAWAL_SERVER_ERRORS,
  messageValues: maintenanceValues(context),
  confirm: (values): ConfirmSpec => ({ message: 'forms.withdrawal.confirm', values: { amount: { won: values.amount } } }),
});
