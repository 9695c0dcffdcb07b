import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { DEPOSIT_SERVER_ERRORS, bonusOf, createDepositSchema, depositFields, depositForm } from './deposit';

const RULES = { minAmount: 10_000, maxAmount: 5_000_000, amountUnit: 1_000 };
const schema = createDepositSchema(RULES);
const valid = { amount: '100000', depositName: '홍길동', bonusYn: 'Y' };

describe('deposit: amount within the rules, depositor name, bonus choice', () => {
  it('sends the amount as a number with its pay type, the trimmed name and the choice', () =>
    expect(schema.parse({ ...valid, depositName: ' 홍길동 ' })).toEqual({
      payType: 'bank',
      amount: 100_000,
      depositName: '홍길동',
      bonusYn: 'Y',
    }));
  it.each([
    ['', 'forms.deposit.amount.required'],
    ['1,000', 'forms.money.amount.numeric'],
    ['abc', 'forms.money.amount.numeric'],
    ['9999', 'forms.deposit.amount.min'],
    ['5000001', 'forms.deposit.amount.max'],
    ['10500', 'forms.deposit.amount.unit'],
  ])('refuses the amount %j', (amount, message) => expect(messagesOf(schema, { ...valid, amount })).toEqual({ amount: message }));
  it.each(['10000', '5000000', '11000'])('accepts %j (the edges and a multiple of the unit)', (amount) =>
    expect(messagesOf(schema, { ...valid, amount })).toEqual({}),
  );
  it('requires the depositor name (spaces are not a name) and at most 20 characters', () => {
    expect(messagesOf(schema, { ...valid, depositName: '  ' })).toEqual({ depositName: 'forms.deposit.depositName.required' });
    expect(messagesOf(schema, { ...valid, depositName: '가'.repeat(21) })).toEqual({ depositName: 'forms.deposit.depositName.max' });
  });
  it('takes Y or N for the bonus only', () => {
    expect(schema.parse({ ...valid, bonusYn: 'N' }).bonusYn).toBe('N');
    expect(messagesOf(schema, { ...valid, bonusYn: '' })).toEqual({ bonusYn: 'forms.deposit.bonusYn.required' });
  });
  it('before the rules are read: any whole amount from 1 won', () => {
    expect(createDepositSchema().parse({ ...valid, amount: '1' }).amount).toBe(1);
    expect(messagesOf(createDepositSchema(), { ...valid, amount: '0' })).toEqual({ amount: 'forms.money.amount.min' });
  });
  it('the member’s own deposit limit: up to what it leaves, more refused with its reason', () => {
    const limited = createDepositSchema(RULES, { left: 50_000, period: 'day' });
    expect(limited.parse({ ...valid, amount: '50000' }).amount).toBe(50_000);
    expect(messagesOf(limited, { ...valid, amount: '51000' })).toEqual({ amount: 'forms.deposit.amount.overLimit' });
    // used up: nothing passes
    expect(messagesOf(createDepositSchema(RULES, { left: 0, period: 'week' }), valid)).toEqual({
      amount: 'forms.deposit.amount.overLimit',
    });
    // the field says what is left, the message its period
    const spec = depositForm({ rules: RULES, limit: { left: 50_000, period: 'day' } });
    expect(spec.fields[0]?.help).toBe('forms.deposit.amount.limitsLeft');
    expect(spec.messageValues).toMatchObject({ left: { won: 50_000 }, period: { key: 'forms.limit.per.day' } });
  });
});

describe('deposit bonus', () => {
  it.each([
    [100_000, { kind: 'first', rate: 20 }, 20_000],
    [100_000, { kind: 'daily', rate: 10 }, 10_000],
    [15_005, { kind: 'daily', rate: 10 }, 1_500],
    [100_000, null, 0],
    [Number.NaN, { kind: 'first', rate: 20 }, 0],
  ] as const)('%d won with %j earns %d won', (amount, bonus, expected) => expect(bonusOf(amount, bonus)).toBe(expected));

  it('asks to confirm with the bonus and the total when the bonus is taken', () => {
    const spec = depositForm({ rules: RULES, bonus: { kind: 'first', rate: 20 } });
    const values = { payType: 'bank', amount: 100_000, depositName: '홍길동', bonusYn: 'Y' } as const;
    expect(spec.confirm?.(values, {})).toEqual({
      message: 'forms.deposit.confirmBonus',
      values: { amount: { won: 100_000 }, bonus: { won: 20_000 }, total: { won: 120_000 }, name: '홍길동' },
    });
    expect(spec.confirm?.({ ...values, bonusYn: 'N' }, {})?.message).toBe('forms.deposit.confirm');
  });
  it('shows the bonus choice only when a bonus applies, and sends N otherwise', () => {
    expect(depositFields(null).map((f) => f.name)).toEqual(['amount', 'depositName']);
    expect(depositFields({ kind: 'daily', rate: 10 }).map((f) => f.name)).toEqual(['amount', 'depositName', 'bonusYn']);
    expect(depositForm().defaults.bonusYn).toBe('N');
    expect(depositForm({ bonus: { kind: 'daily', rate: 10 } }).defaults.bonusYn).toBe('Y');
  });
});

describe('deposit form', () => {
  it('offers quick amounts with 10,000 won among them and says the limits under the amount', () => {
    const [amount] = depositFields(null, RULES);
    expect(amount?.quickAmounts).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
    expect(amount?.help).toBe('forms.deposit.amount.limits');
    expect(amount?.helpValues).toEqual({ min: { won: 10_000 }, max: { won: 5_000_000 }, unit: { won: 1_000 } });
  });
  it('shows the amount answers (C002, C101-C103, RG10 the deposit limit) under the amount', () =>
    expect(DEPOSIT_SERVER_ERRORS).toEqual({ C002: 'amount', C101: 'amount', C102: 'amount', C103: 'amount', RG10: 'amount' }));
});
