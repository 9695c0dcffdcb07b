import { describe, expect, it } from 'vitest';
import { serverFailure } from '../testing/render';
import { captchaArt } from '../fields/captcha-art';
import type { FieldMeta } from '../meta/types';
import { SIGNUP_SERVER_ERRORS, createSignupSchema, signupFields } from '../schemas/signup';
import { createWithdrawalSchema } from '../schemas/withdrawal';
import { memberInfoSchema } from '../schemas/member-info';
import { firstInvalidField } from './focus';
import { keepAllowed } from './input-filter';
import { requiredFieldNames } from './required';
import { alertKey, errorCodeOf, serverErrorField } from './server-errors';
import { splitKey } from './translate';

describe('input filter', () => {
  const pin: Pick<FieldMeta, 'allow' | 'maxLength'> = { allow: /[0-9]/, maxLength: 4 };
  it('refuses a fifth digit and what is not a digit', () => {
    expect(keepAllowed('12345', pin)).toBe('1234');
    expect(keepAllowed('1a2b3', pin)).toBe('123');
  });
  it('works with a global pattern too (no lastIndex carry-over)', () => expect(keepAllowed('1111', { allow: /1/g })).toBe('1111'));
  it('keeps anything without an allow pattern', () => expect(keepAllowed('anything 한글', {})).toBe('anything 한글'));
});

describe('server errors', () => {
  const shown = signupFields().map((f) => f.name);
  it('places a field code under its field as api.<code>', () => {
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, serverFailure('U116'), shown)).toEqual({ name: 'memId', message: 'api.U116' });
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, { code: 'U119' }, shown)).toEqual({ name: 'bankacc', message: 'api.U119' });
  });
  it('returns nothing for a code of no field, an unknown code, a client failure or a non-error', () => {
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, serverFailure('U115'), shown)).toBeUndefined();
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, { code: 'ZZ99' }, shown)).toBeUndefined();
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, serverFailure('RESPONSE_FAILED'), shown)).toBeUndefined();
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, new Error('boom'), shown)).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
  });
  it('returns nothing when the field is hidden (recommender with a default)', () => {
    const hidden = signupFields({ defaultRecommenderId: 'head01' }).map((f) => f.name);
    expect(serverErrorField(SIGNUP_SERVER_ERRORS, serverFailure('U112'), hidden)).toBeUndefined();
  });
});

describe('alert message of an error no field shows', () => {
  it('is api.<code> for a known code or a failed response, else api.UNKNOWN with the code', () => {
    expect(alertKey(serverFailure('U115'))).toEqual({ key: 'api.U115', values: {} });
    expect(alertKey(serverFailure('RESPONSE_FAILED'))).toEqual({ key: 'api.RESPONSE_FAILED', values: {} });
    expect(alertKey({ code: 'ZZ99' })).toEqual({ key: 'api.UNKNOWN', values: { code: 'ZZ99' } });
  });
});

describe('first invalid field', () => {
  it('follows the field order, not the order errors arrive in', () => {
    expect(firstInvalidField(signupFields(), { bankacc: {}, memNick: {}, memPassCheck: {} })).toBe('memPassCheck');
    expect(firstInvalidField(signupFields(), {})).toBeUndefined();
  });
});

describe('required fields, read from the schema', () => {
  it('marks what refuses empty and leaves optional fields', () => {
    const names = signupFields().map((f) => f.name);
    const required = requiredFieldNames(createSignupSchema(), names);
    expect([...required].sort()).toEqual(names.filter((n) => n !== 'memPhoneVendor').sort());
    expect([...requiredFieldNames(createSignupSchema({ defaultRecommenderId: 'x' }), names)]).not.toContain('recommenderId');
    expect([...requiredFieldNames(memberInfoSchema, ['memPhone', 'memPhoneVendor', 'cashOutPass', 'memPass'])].sort()).toEqual([
      'memPass',
      'memPhone',
    ]);
  });
  it('ignores form-level messages', () => {
    const during = createWithdrawalSchema({ heldMoney: 1, now: () => new Date('2026-11-22T23:45:00+09:00') });
    expect([...requiredFieldNames(during, ['amount', 'cashOutPass'])].sort()).toEqual(['amount', 'cashOutPass']);
  });
});

describe('message keys', () => {
  it('splits the namespace from the key', () => {
    expect(splitKey('forms.member.memId.required')).toEqual({ ns: 'forms', path: 'member.memId.required' });
    expect(splitKey('api.U116')).toEqual({ ns: 'api', path: 'U116' });
  });
});

describe('captcha drawing', () => {
  it('draws the same code the same way and every character of it', () => {
    expect(captchaArt('1234')).toEqual(captchaArt('1234'));
    expect(
      captchaArt('1234')
        .glyphs.map((g) => g.char)
        .join(''),
    ).toBe('1234');
    expect(captchaArt('1234')).not.toEqual(captchaArt('4321'));
  });
});
