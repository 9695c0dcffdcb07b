import { describe, expect, it } from 'vitest';
import { messageOf } from '../testing/issues';
import { amountRule, digitsValue, indexRule } from './amount';

const messages = { required: 'req', numeric: 'num', min: 'min', max: 'max' };

describe('amount: required, numeric, within limits', () => {
  const rule = amountRule(messages, { max: 50_000 });
  it('empty is required', () => expect(messageOf(rule, '')).toBe('req'));
  it.each(['1,000', '1.000', '-100', '10 000', 'abc', '1e5', '0x10', '１０００', '99999999999999999999'])(
    'refuses %j as not numeric',
    (v) => expect(messageOf(rule, v)).toBe('num'),
  );
  it('refuses 0 (below the minimum 1)', () => expect(messageOf(rule, '0')).toBe('min'));
  it.each([
    ['1', 1],
    ['10000', 10_000],
    ['50000', 50_000],
    ['0050000', 50_000],
  ])('accepts %j as %d', (v, n) => expect(rule.parse(v)).toBe(n));
  it('refuses the maximum + 1', () => expect(messageOf(rule, '50001')).toBe('max'));
  it('without a maximum, any safe whole number', () => expect(amountRule(messages).parse('999999999999')).toBe(999_999_999_999));
});

describe('digitsValue', () => {
  it('reads safe whole numbers only', () => {
    expect(digitsValue('123')).toBe(123);
    expect(digitsValue('')).toBeNaN();
    expect(digitsValue('12.5')).toBeNaN();
    expect(digitsValue('9007199254740993')).toBeNaN();
  });
});

describe('indexRule (a coupon chosen)', () => {
  const rule = indexRule('req');
  it('requires a choice', () => expect(messageOf(rule, '')).toBe('req'));
  it('reads the index', () => expect(rule.parse('17')).toBe(17));
  it('refuses what is not an index', () => expect(messageOf(rule, 'x')).toBe('req'));
});
