// Withdrawal (exchange) and coin withdrawal (SPEC §5): amount required, numeric, not above held money;
// the withdrawal PIN; refused during bank maintenance (23:30-00:30 Asia/Seoul, configurable).
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type MessageValues, type ServerErrorTable } from '../meta/types';
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
}

export const MAINTENANCE_MESSAGE = 'forms.withdrawal.maintenance';

const withdrawalSchemaFor = <const PayType extends 'bank' | 'coin'>(payType: PayType, context: WithdrawalContext) => {
  const { heldMoney, now = () => new Date(), maintenance = BANK_MAINTENANCE } = context;
  return z
    .object({
      amount: amountRule(
        {
          required: 'forms.withdrawal.amount.required',
          numeric: 'forms.money.amount.numeric',
          min: 'forms.money.amount.min',
          max: 'forms.withdrawal.amount.max',
        },
        { max: heldMoney },
      ),
      cashOutPass: pinRule(),
    })
    .refine(() => !maintenance || !isWithin(now(), maintenance), { path: [], error: MAINTENANCE_MESSAGE })
    .transform(({ amount, cashOutPass }) => ({ payType, amount, cashOutPass }));
};

/** The maintenance hours for the message (`{{start}}`-`{{end}}`). */
const maintenanceValues = ({ maintenance = BANK_MAINTENANCE }: WithdrawalContext): MessageValues =>
  maintenance ? { start: maintenance.start, end: maintenance.end } : {};

export const createWithdrawalSchema = (context: WithdrawalContext) => withdrawalSchemaFor('bank', context);
export const createCoinWithdrawalSchema = (context: WithdrawalContext) => withdrawalSchemaFor('coin', context);

export type WithdrawalInput = z.input<ReturnType<typeof createWithdrawalSchema>>;
export type WithdrawalOutput = z.output<ReturnType<typeof createWithdrawalSchema>>;
export type CoinWithdrawalOutput = z.output<ReturnType<typeof createCoinWithdrawalSchema>>;
type Name = keyof WithdrawalInput & string;

export const withdrawalFields = (context: WithdrawalContext): readonly FieldMeta<Name>[] => [
  {
    name: 'amount',
    kind: 'amount',
    label: 'forms.withdrawal.amount.label',
    help: 'forms.withdrawal.amount.help',
    helpValues: { held: { won: context.heldMoney } },
    maxLength: AMOUNT_MAX_DIGITS,
    inputMode: 'numeric',
    quickAmounts: QUICK_AMOUNTS,
    autoComplete: 'off',
  },
  {
    name: 'cashOutPass',
    kind: 'password',
    label: 'forms.member.cashOutPass.label',
    maxLength: PIN_LENGTH,
    inputMode: 'numeric',
    allow: /[0-9]/,
    autoComplete: 'off',
  },
];

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
});

export const coinWithdrawalForm = (context: WithdrawalContext): FormSpec<WithdrawalInput, CoinWithdrawalOutput> => ({
  id: 'coinWithdrawal',
  title: 'forms.coinWithdrawal.title',
  submit: 'forms.coinWithdrawal.submit',
  schema: createCoinWithdrawalSchema(context),
  fields: withdrawalFields(context),
  defaults: emptyValues(['amount', 'cashOutPass']),
  serverErrors: WITHDRAWAL_SERVER_ERRORS,
  messageValues: maintenanceValues(context),
});
