import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M, ruleCode } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { SIGNUP_FIELD_ORDER, SIGNUP_FORMAT_CODES, SIGNUP_SERVER_ERRORS, createSignupSchema, signupFields, signupForm } from './signup';
import { SIGNUP_DEFAULTS, toSignupPayload } from './signup-payload';

const banks = [
  { bankCode: '004', bankNameKr: '국민은행' },
  { bankCode: '088', bankNameKr: '신한은행' },
];

const valid = {
  memId: 'newbie01',
  memPass: 'pass1234!',
  memPassCheck: 'pass1234!',
  cashOutPass: '1234',
  memNick: '새내기',
  memPhone: '010-2345-6789',
  memPhoneVendor: 'SKT',
  recommenderId: 'partner01',
  bank: '004',
  memName: '홍길동',
  bankacc: '12345678901234',
  ageConfirmed: 'Y',
  termsAccepted: 'Y',
};
const empty = Object.fromEntries(SIGNUP_FIELD_ORDER.map((name) => [name, '']));

describe('signup schema', () => {
  const schema = createSignupSchema({ banks });

  it('accepts a complete signup and keeps the phone a string', () => {
    const out = schema.parse(valid);
    // the two boxes ticked are sent as true
    expect(out).toEqual({ ...valid, ageConfirmed: true, termsAccepted: true });
    expect(typeof out.memPhone).toBe('string');
  });

  it('gives every empty field its own message, in field order', () => {
    const messages = messagesOf(schema, empty);
    expect(Object.keys(messages)).toEqual([
      'memId',
      'memPass',
      'memPassCheck',
      'cashOutPass',
      'memNick',
      'memPhone',
      'recommenderId',
      'bank',
      'memName',
      'bankacc',
      'ageConfirmed',
      'termsAccepted',
    ]);
    expect(messages).toEqual({
      memId: M.memId.required,
      memPass: M.memPass.required,
      memPassCheck: M.memPassCheck.required,
      cashOutPass: M.cashOutPass.required,
      memNick: M.memNick.required,
      memPhone: M.memPhone.required,
      recommenderId: M.recommenderId.required,
      bank: M.bank.required,
      memName: M.memName.required,
      bankacc: M.bankacc.required,
      ageConfirmed: 'forms.signup.ageConfirmed.required',
      termsAccepted: 'forms.signup.termsAccepted.required',
    });
    expect(new Set(Object.values(messages)).size).toBe(12);
  });

  it('gives every format rule its own message carrying its error code', () => {
    const messages = messagesOf(schema, {
      ...valid,
      memId: 'abc',
      memPass: 'short',
      memPassCheck: 'short',
      cashOutPass: '123',
      memNick: 'a',
      memPhone: '02-123-4567',
      memName: 'Kim1',
      bankacc: '12-34',
    });
    const codes = Object.fromEntries(Object.entries(messages).map(([field, key]) => [field, ruleCode(key)]));
    expect(codes).toEqual(SIGNUP_FORMAT_CODES);
  });

  it('refuses a confirmation that differs from the password, on the confirmation', () => {
    expect(messagesOf(schema, { ...valid, memPassCheck: 'pass1234@' })).toEqual({ memPassCheck: M.memPassCheck.mismatch });
  });

  it('refuses a bank not offered', () => expect(messagesOf(schema, { ...valid, bank: '999' })).toEqual({ bank: M.bank.invalid }));

  it('leaves the carrier optional', () => expect(schema.parse({ ...valid, memPhoneVendor: '' }).memPhoneVendor).toBeUndefined());
  it('refuses a carrier that is not offered', () =>
    expect(Object.keys(messagesOf(schema, { ...valid, memPhoneVendor: 'XYZ' }))).toEqual(['memPhoneVendor']));
});

describe('recommender', () => {
  it('is required and shown without a default recommender', () => {
    expect(messagesOf(createSignupSchema(), { ...valid, recommenderId: '  ' })).toEqual({ recommenderId: M.recommenderId.required });
    expect(signupFields().map((f) => f.name)).toContain('recommenderId');
  });
  it('is hidden and not required with a default recommender', () => {
    const context = { defaultRecommenderId: 'head01' };
    expect(createSignupSchema(context).parse({ ...valid, recommenderId: '' }).recommenderId).toBeUndefined();
    expect(signupFields(context).map((f) => f.name)).not.toContain('recommenderId');
  });
  it('a blank default counts as none', () =>
    expect(signupFields({ defaultRecommenderId: ' ' }).map((f) => f.name)).toContain('recommenderId'));
});

describe('signup metadata', () => {
  it('lists the fields in check order', () => expect(signupFields().map((f) => f.name)).toEqual([...SIGNUP_FIELD_ORDER]));
  it('limits the withdrawal PIN input to 4 digits', () => {
    const pin = signupFields().find((f) => f.name === 'cashOutPass');
    expect(pin).toMatchObject({ maxLength: 4, inputMode: 'numeric' });
    expect(pin?.allow?.test('5')).toBe(true);
    expect(pin?.allow?.test('a')).toBe(false);
  });
  it('lets the phone input take digits and hyphens only', () => {
    const phone = signupFields().find((f) => f.name === 'memPhone');
    expect(['0', '-', 'a', ' ', '+'].map((ch) => phone?.allow?.test(ch))).toEqual([true, true, false, false, false]);
  });
  it('maps the server answers to their fields', () => {
    expect(SIGNUP_SERVER_ERRORS).toMatchObject({
      U101: 'memId',
      U116: 'memId',
      U102: 'memPass',
      U103: 'cashOutPass',
      U104: 'memName',
      U105: 'memNick',
      U117: 'memNick',
      U106: 'memPhone',
      U118: 'memPhone',
      U112: 'recommenderId',
      U113: 'recommenderId',
      U114: 'recommenderId',
      U119: 'bankacc',
    });
    expect(SIGNUP_SERVER_ERRORS.U115).toBeUndefined();
  });
  it('builds a spec whose defaults cover every field', () => expect(Object.keys(signupForm().defaults)).toEqual([...SIGNUP_FIELD_ORDER]));
});

describe('toSignupPayload', () => {
  const site = { siteName: 'winner', siteType: 'P', ip: '203.0.113.7', apiKey: 'key' };
  it('fills the fields nobody types', () => {
    const payload = toSignupPayload(createSignupSchema().parse(valid), site);
    expect(payload).toEqual({
      ...valid,
      ageConfirmed: true,
      termsAccepted: true,
      ...site,
      memLevel: 1,
      partSendYn: 'N',
      memStatus: 0,
      nationCode: '82',
    });
    expect(SIGNUP_DEFAULTS).toEqual({ memLevel: 1, partSendYn: 'N', memStatus: 0, nationCode: '82' });
  });
  it('sends the default recommender when the field was hidden, and no empty carrier', () => {
    const context = { defaultRecommenderId: 'head01' };
    const values = createSignupSchema(context).parse({ ...valid, recommenderId: '', memPhoneVendor: '' });
    const payload = toSignupPayload(values, { ...site, ...context, nationCode: '84' });
    expect(payload.recommenderId).toBe('head01');
    expect(payload.nationCode).toBe('84');
    expect('memPhoneVendor' in payload).toBe(false);
  });
});
