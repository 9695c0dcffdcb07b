import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { createPointConversionSchema, pointConversionForm } from './point-conversion';
import { MAINTENANCE_MESSAGE, WITHDRAWAL_SERVER_ERRORS, createWithdrawalSchema, withdrawalForm } from './withdrawal';

const at = (hhmm: string) => () => new Date(`2026-11-22T${hhmm}:00+09:00`);
const noon = at('12:00');

describe('withdrawal: amount within held money, PIN, not during bank maintenance', () => {
  const schema = createWithdrawalSchema({ heldMoney: 50_000, now: noon });
  it('accepts held money exactly', () =>
    expect(schema.parse({ amount: '50000', cashOutPass: '1234' })).toEqual({ payType: 'bank', amount: 50_000, cashOutPass: '1234' }));
  it('accepts held money - 1', () => expect(messagesOf(schema, { amount: '49999', cashOutPass: '1234' })).toEqual({}));
  it('refuses held money + 1', () =>
    expect(messagesOf(schema, { amount: '50001', cashOutPass: '1234' })).toEqual({ amount: 'forms.withdrawal.amount.max' }));
  it('requires the amount and the PIN', () =>
    expect(messagesOf(schema, { amount: '', cashOutPass: '' })).toEqual({
      amount: 'forms.withdrawal.amount.required',
      cashOutPass: M.cashOutPass.required,
    }));
  it.each(['123', '12345'])('refuses a PIN of %j', (pin) =>
    expect(messagesOf(schema, { amount: '100', cashOutPass: pin })).toEqual({ cashOutPass: M.cashOutPass.format }),
  );
  it('refuses everything with no held money', () =>
    expect(messagesOf(createWithdrawalSchema({ heldMoney: 0, now: noon }), { amount: '1', cashOutPass: '1234' })).toEqual({
      amount: 'forms.withdrawal.amount.max',
    }));

  it.each([
    ['23:29', false],
    ['23:30', true],
    ['00:00', true],
    ['00:30', true],
    ['00:31', false],
  ])('at %s Seoul time, refused for maintenance: %s', (hhmm, refused) => {
    const messages = messagesOf(createWithdrawalSchema({ heldMoney: 50_000, now: at(hhmm) }), { amount: '100', cashOutPass: '1234' });
    expect(messages).toEqual(refused ? { '': MAINTENANCE_MESSAGE } : {});
  });
  it('reads the clock at each check, not when the schema is made', () => {
    let now = new Date('2026-11-22T23:29:00+09:00');
    const live = createWithdrawalSchema({ heldMoney: 100, now: () => now });
    expect(live.safeParse({ amount: '1', cashOutPass: '1234' }).success).toBe(true);
    now = new Date('2026-11-22T23:30:00+09:00');
    expect(live.safeParse({ amount: '1', cashOutPass: '1234' }).success).toBe(false);
  });
  it('can run without a maintenance window', () =>
    expect(
      createWithdrawalSchema({ heldMoney: 100, now: at('23:45'), maintenance: null }).safeParse({ amount: '1', cashOutPass: '1234' })
        .success,
    ).toBe(true));
  it('shows maintenance together with field messages', () =>
    expect(messagesOf(createWithdrawalSchema({ heldMoney: 100, now: at('23:45') }), { amount: '', cashOutPass: '' })).toEqual({
      amount: 'forms.withdrawal.amount.required',
      cashOutPass: M.cashOutPass.required,
      '': MAINTENANCE_MESSAGE,
    }));
  it('maps the server answers to amount and PIN', () => {
    expect(WITHDRAWAL_SERVER_ERRORS).toEqual({
      C202: 'amount',
      C206: 'amount',
      C214: 'amount',
      C215: 'amount',
      C008: 'cashOutPass',
      C205: 'cashOutPass',
    });
  });
  it('gives the maintenance hours to its message', () =>
    expect(withdrawalForm({ heldMoney: 1 }).messageValues).toEqual({ start: '23:30', end: '00:30' }));
});

describe('point conversion: at least 1,000, not above remaining points', () => {
  const schema = createPointConversionSchema({ remainingPoints: 35_200 });
  it.each([
    ['999', 'forms.pointConversion.point.min'],
    ['35201', 'forms.pointConversion.point.max'],
    ['', 'forms.pointConversion.point.required'],
    ['1.5', 'forms.pointConversion.point.numeric'],
  ])('refuses %j', (point, message) => expect(messagesOf(schema, { point })).toEqual({ point: message }));
  it.each([
    ['1000', 1000],
    ['35200', 35_200],
    ['35199', 35_199],
  ])('accepts %j', (point, n) => expect(schema.parse({ point })).toEqual({ point: n }));
  it('refuses any amount with fewer than 1,000 points left', () =>
    expect(messagesOf(createPointConversionSchema({ remainingPoints: 999 }), { point: '1000' })).toEqual({
      point: 'forms.pointConversion.point.max',
    }));
  it('takes another minimum and tells its message', () => {
    const tenThousand = createPointConversionSchema({ remainingPoints: 50_000, minimum: 10_000 });
    expect(messagesOf(tenThousand, { point: '9999' })).toEqual({ point: 'forms.pointConversion.point.min' });
    expect(pointConversionForm({ remainingPoints: 1, minimum: 10_000 }).messageValues).toEqual({ min: { number: 10_000 } });
  });
});
