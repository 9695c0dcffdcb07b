// Deposit (charge; the coin deposit is in coin.ts) (docs/rules.md#validation, docs/rules.md#errors C101-C103, docs/rules.md#constants): the amount is required, whole won,
// within the site's minimum and per-request maximum and a multiple of its unit; a bank deposit also
// names the depositor and says whether it takes the bonus that applies (20 % first charge after
// joining, 10 % first charge of the day). Quick-amount buttons and the thousands-separated display
// come from the amount field.
import { z } from 'zod';
import { emptyValues, type ConfirmSpec, type FieldMeta, type FormSpec, type MessageValues, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { AMOUNT_MAX_DIGITS, QUICK_AMOUNTS } from '../rules/limits';
import { choiceRule } from '../rules/text';
import { visibleName } from '../rules/visible';

/** The rules a deposit is checked against (the contract's /api/cash/inInfo). */
export interface DepositRules {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly amountUnit: number;
}

/** Until the rules are read: the contract's own floor (1 won), no maximum, any unit. */
export const OPEN_DEPOSIT_RULES: DepositRules = { minAmount: 1, maxAmount: Number.MAX_SAFE_INTEGER, amountUnit: 1 };

/** The bonus a deposit earns when taken, as a rate in percent; null when none applies. */
export interface DepositBonus {
  readonly kind: 'first' | 'daily';
  readonly rate: number;
}

/** The bonus of an amount in won, rounded down to whole won. */
export const bonusOf = (amount: number, bonus: DepositBonus | null): number =>
  bonus === null || !Number.isFinite(amount) || amount <= 0 ? 0 : Math.floor((amount * bonus.rate) / 100);

/** What the member's own deposit limit still allows (the tightest window), from their safer gambling limits. */
export interface DepositLimitLeft {
  readonly left: number;
  readonly period: 'day' | 'week' | 'month';
}

export const DEPOSITOR_NAME_MAX = 20;
const YES_NO = ['Y', 'N'] as const;

const amountMessages = (rules: DepositRules) =>
  ({
    required: 'forms.deposit.amount.required',
    numeric: 'forms.money.amount.numeric',
    min: rules.minAmount > 1 ? 'forms.deposit.amount.min' : 'forms.money.amount.min',
    max: 'forms.deposit.amount.max',
  }) as const;

const depositAmount = (rules: DepositRules, limit: DepositLimitLeft | null) =>
  amountRule(amountMessages(rules), { min: rules.minAmount, max: rules.maxAmount })
    .refine((amount) => amount % rules.amountUnit === 0, 'forms.deposit.amount.unit')
    // the member's own limit (the server refuses it too: RG10)
    .refine((amount) => limit === null || amount <= limit.left, 'forms.deposit.amount.overLimit');

/** A bank deposit: amount, depositor name and the bonus choice, sent with payType bank. */
export const createDepositSchema = (rules: DepositRules = OPEN_DEPOSIT_RULES, limit: DepositLimitLeft | null = null) =>
  z
    .object({
      amount: depositAmount(rules, limit),
      depositName: visibleName('forms.deposit.depositName.required', {
        max: DEPOSITOR_NAME_MAX,
        message: 'forms.deposit.depositName.max',
      }),
      bonusYn: choiceRule(YES_NO, 'forms.deposit.bonusYn.required'),
    })
    .transform(({ amount, depositName, bonusYn }) => ({ payType: 'bank' as const, amount, depositName, bonusYn }));

export type DepositInput = z.input<ReturnType<typeof createDepositSchema>>;
export type DepositOutput = z.output<ReturnType<typeof createDepositSchema>>;
type Name = keyof DepositInput & string;

const amountField = <N extends string>(name: N, help: `forms.${string}`, helpValues?: MessageValues): FieldMeta<N> => ({
  name,
  kind: 'amount',
  label: 'forms.deposit.amount.label',
  help,
  ...(helpValues ? { helpValues } : {}),
  maxLength: AMOUNT_MAX_DIGITS,
  inputMode: 'numeric',
  quickAmounts: QUICK_AMOUNTS,
  autoComplete: 'off',
});

const depositNameField: FieldMeta<Name> = {
  name: 'depositName',
  kind: 'text',
  label: 'forms.deposit.depositName.label',
  help: 'forms.deposit.depositName.help',
  maxLength: DEPOSITOR_NAME_MAX,
  autoComplete: 'name',
};

const bonusField: FieldMeta<Name> = {
  name: 'bonusYn',
  kind: 'radio',
  label: 'forms.deposit.bonusYn.label',
  options: [
    { value: 'Y', label: 'forms.deposit.bonusYn.take' },
    { value: 'N', label: 'forms.deposit.bonusYn.decline' },
  ],
};

const limitValues = (rules: DepositRules, limit: DepositLimitLeft | null = null): MessageValues => ({
  min: { won: rules.minAmount },
  max: { won: rules.maxAmount },
  unit: { won: rules.amountUnit },
  ...(limit ? { left: { won: limit.left }, period: { key: `forms.limit.per.${limit.period}` } } : {}),
});

/** The help under the amount: the site's rules when known, and what the member's own limit leaves. */
const amountHelp = (rules: DepositRules | undefined, limit: DepositLimitLeft | null) => {
  if (!rules)
    return amountField<Name>(
      'amount',
      limit ? 'forms.deposit.amount.left' : 'forms.deposit.amount.help',
      limitValues(OPEN_DEPOSIT_RULES, limit),
    );
  return amountField<Name>('amount', limit ? 'forms.deposit.amount.limitsLeft' : 'forms.deposit.amount.limits', limitValues(rules, limit));
};

/** The fields in order: the amount (with the limits under it when known), the name, the bonus choice when a bonus applies. */
export const depositFields = (
  bonus: DepositBonus | null,
  rules?: DepositRules,
  limit: DepositLimitLeft | null = null,
): readonly FieldMeta<Name>[] => [amountHelp(rules, limit), depositNameField, ...(bonus ? [bonusField] : [])];

/** Server answers about a field: shown under it (the rest above the form, each with its own message). */
export const DEPOSIT_SERVER_ERRORS: ServerErrorTable<Name> = {
  C002: 'amount',
  C101: 'amount',
  C102: 'amount',
  C103: 'amount',
  RG10: 'amount',
};

export interface DepositFormOptions {
  /** The site's rules; until they are read, any whole amount of 1 won or more passes (the server still checks). */
  readonly rules?: DepositRules;
  /** The bonus that applies (null: none; the choice is then not shown and N is sent). */
  readonly bonus?: DepositBonus | null;
  /** What the member's deposit limit still allows (null: no limit, or not read yet; the server still checks). */
  readonly limit?: DepositLimitLeft | null;
}

export const depositForm = ({ rules, bonus = null, limit = null }: DepositFormOptions = {}): FormSpec<DepositInput, DepositOutput> => ({
  id: 'deposit',
  title: 'forms.deposit.title',
  submit: 'forms.deposit.submit',
  schema: createDepositSchema(rules, limit),
  fields: depositFields(bonus, rules, limit),
  defaults: { ...emptyValues(['amount', 'depositName']), bonusYn: bonus ? 'Y' : 'N' },
  serverErrors: DEPOSIT_SERVER_ERRORS,
  messageValues: limitValues(rules ?? OPEN_DEPOSIT_RULES, limit),
  confirm: (values): ConfirmSpec => {
    const bonusWon = values.bonusYn === 'Y' ? bonusOf(values.amount, bonus) : 0;
    return bonusWon > 0
      ? {
          message: 'forms.deposit.confirmBonus',
          values: {
            amount: { won: values.amount },
            bonus: { won: bonusWon },
            total: { won: values.amount + bonusWon },
            name: values.depositName,
          },
        }
      : { message: 'forms.deposit.confirm', values: { amount: { won: values.amount }, name: values.depositName } };
  },
});
