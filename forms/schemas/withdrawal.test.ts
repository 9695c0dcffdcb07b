import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { createWithdrawalSchema, withdrawalFields, withdrawalForm, type WithdrawalRules } from './withdrawal';

const at = (hhmm: string) => () => new Date(`2026-11-22T${hhmm}:00+09:00`);
const rules: WithdrawalRules = { minAmount: 10_000, maxAmount: 3_000_000, amountUnit: 10_000 };
const PIN = '1234';

describe('withdrawal with the rules read: minimum, per-request maximum, unit, held money', () => {
  const schema = createWithdrawalSchema({ heldMoney: 1_250_000, now: at('12:00'), rules });
  it.each([
    ['9999', 'forms.withdrawal.amount.min'],
    ['15000', 'forms.withdrawal.amount.unit'],
    ['1260000', 'forms.withdrawal.amount.max'],
  ])('refuses %j with %s', (amount, message) => expect(messagesOf(schema, { amount, cashOutPass: PIN })).toEqual({ amount: message }));
  it.each([
    ['10000', 10_000],
    ['1250000', 1_250_000],
  ])('accepts %j', (amount, won) =>
    expect(schema.parse({ amount, cashOutPass: PIN })).toEqual({ payType: 'bank', amount: won, cashOutPass: PIN }),
  );
  it('refuses more than the per-request maximum even with more held', () =>
    expect(
      messagesOf(createWithdrawalSchema({ heldMoney: 9_000_000, now: at('12:00'), rules }), { amount: '3010000', cashOutPass: PIN }),
    ).toEqual({
      amount: 'forms.withdrawal.amount.overLimit',
    }));
  it('follows a maintenance window the rules read moved', () => {
    const maintenance = { start: '23:00', end: '00:10', timeZone: 'Asia/Seoul' };
    const ok = { amount: '10000', cashOutPass: PIN };
    expect(messagesOf(createWithdrawalSchema({ heldMoney: 50_000, now: at('23:05'), rules, maintenance }), ok)).toEqual({
      '': 'forms.withdrawal.maintenance',
    });
    expect(messagesOf(createWithdrawalSchema({ heldMoney: 50_000, now: at('00:11'), rules, maintenance }), ok)).toEqual({});
  });
});

describe('withdrawal form: the limits under the amount, a confirmation with the amount', () => {
  it('says held money and the limits under the amount once read', () => {
    const [amount] = withdrawalFields({ heldMoney: 50_000, rules });
    expect(amount?.help).toBe('forms.withdrawal.amount.limits');
    expect(amount?.helpValues).toEqual({ held: { won: 50_000 }, min: { won: 10_000 }, max: { won: 3_000_000 }, unit: { won: 10_000 } });
    expect(withdrawalFields({ heldMoney: 50_000 })[0]?.help).toBe('forms.withdrawal.amount.help');
  });
  it('gives the limits and the maintenance hours to its messages', () =>
    expect(withdrawalForm({ heldMoney: 1, rules }).messageValues).toEqual({
      start: '23:30',
      end: '00:30',
      min: { won: 10_000 },
      max: { won: 3_000_000 },
      unit: { won: 10_000 },
    }));
  it('asks to confirm the amount', () =>
    expect(withdrawalForm({ heldMoney: 1, rules }).confirm?.({ payType: 'bank', amount: 20_000, cashOutPass: PIN }, {})).toEqual({
      message: 'forms.withdrawal.confirm',
      values: { amount: { won: 20_000 } },
    }));
});
