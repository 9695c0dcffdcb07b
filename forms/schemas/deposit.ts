// Deposit (charge) and coin deposit (SPEC §5): amount required and numeric, in won; quick-amount
// buttons and a thousands-separated display come from the amount field.
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { AMOUNT_MAX_DIGITS, QUICK_AMOUNTS } from '../rules/limits';

const AMOUNT_MESSAGES = {
  required: 'forms.deposit.amount.required',
  numeric: 'forms.money.amount.numeric',
  min: 'forms.money.amount.min',
} as const;

const depositSchemaFor = <const PayType extends 'bank' | 'coin'>(payType: PayType) =>
  z.object({ amount: amountRule(AMOUNT_MESSAGES) }).transform(({ amount }) => ({ payType, amount }));

export const depositSchema = depositSchemaFor('bank');
export const coinDepositSchema = depositSchemaFor('coin');

export type DepositInput = z.input<typeof depositSchema>;
export type DepositOutput = z.output<typeof depositSchema>;
export type CoinDepositOutput = z.output<typeof coinDepositSchema>;
type Name = keyof DepositInput & string;

const amountField = (help: `forms.${string}`): FieldMeta<Name> => ({
  name: 'amount',
  kind: 'amount',
  label: 'forms.deposit.amount.label',
  help,
  maxLength: AMOUNT_MAX_DIGITS,
  inputMode: 'numeric',
  quickAmounts: QUICK_AMOUNTS,
  autoComplete: 'off',
});

export const depositFields: readonly FieldMeta<Name>[] = [amountField('forms.deposit.amount.help')];
export const coinDepositFields: readonly FieldMeta<Name>[] = [amountField('forms.coinDeposit.amount.help')];

export const DEPOSIT_SERVER_ERRORS: ServerErrorTable<Name> = { C002: 'amount', C101: 'amount', C102: 'amount', C103: 'amount' };

export const depositForm = (): FormSpec<DepositInput, DepositOutput> => ({
  id: 'deposit',
  title: 'forms.deposit.title',
  submit: 'forms.deposit.submit',
  schema: depositSchema,
  fields: depositFields,
  defaults: emptyValues(['amount']),
  serverErrors: DEPOSIT_SERVER_ERRORS,
});

export const coinDepositForm = (): FormSpec<DepositInput, CoinDepositOutput> => ({
  id: 'coinDeposit',
  title: 'forms.coinDeposit.title',
  submit: 'forms.coinDeposit.submit',
  schema: coinDepositSchema,
  fields: coinDepositFields,
  defaults: emptyValues(['amount']),
  serverErrors: DEPOSIT_SERVER_ERRORS,
});
