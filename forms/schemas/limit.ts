// A safer gambling limit (inferred): which (deposit, loss or stake), for which period (day, week,
// month), and the amount in won (at least 10,000, whole won). Lowering one, or setting a first one,
// applies at once; raising one waits 24 hours (the server says so in its answer). Removing one is
// the row's own action, not this form.
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { amountRule } from '../rules/amount';
import { AMOUNT_MAX_DIGITS } from '../rules/limits';

export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** The smallest limit a member can set. */
export const MIN_LIMIT = 10_000;

export const limitSchema = z.object({
  kind: z.enum(LIMIT_KINDS, { error: 'forms.limit.kind.required' }),
  period: z.enum(LIMIT_PERIODS, { error: 'forms.limit.period.required' }),
  amount: amountRule(
    { required: 'forms.limit.amount.required', numeric: 'forms.limit.amount.numeric', min: 'forms.limit.amount.min' },
    { min: MIN_LIMIT },
  ),
});

export type LimitInput = z.input<typeof limitSchema>;
export type LimitOutput = z.output<typeof limitSchema>;
type Name = keyof LimitInput & string;

export const limitFields: readonly FieldMeta<Name>[] = [
  {
    name: 'kind',
    kind: 'select',
    label: 'forms.limit.kind.label',
    options: LIMIT_KINDS.map((value) => ({ value, label: `forms.limit.kind.${value}` })),
  },
  {
    name: 'period',
    kind: 'select',
    label: 'forms.limit.period.label',
    options: LIMIT_PERIODS.map((value) => ({ value, label: `forms.limit.period.${value}` })),
  },
  {
    name: 'amount',
    kind: 'amount',
    label: 'forms.limit.amount.label',
    help: 'forms.limit.amount.help',
    helpValues: { min: { won: MIN_LIMIT } },
    maxLength: AMOUNT_MAX_DIGITS,
    inputMode: 'numeric',
    suffix: 'forms.limit.amount.unit',
    autoComplete: 'off',
  },
];

export const LIMIT_SERVER_ERRORS: ServerErrorTable<Name> = { RG20: 'amount' };

export const limitForm: FormSpec<LimitInput, LimitOutput> = {
  id: 'limit',
  title: 'forms.limit.title',
  submit: 'forms.limit.submit',
  schema: limitSchema,
  fields: limitFields,
  defaults: { ...emptyValues(['amount']), kind: 'deposit', period: 'day' },
  serverErrors: LIMIT_SERVER_ERRORS,
  messageValues: { min: { won: MIN_LIMIT } },
};
