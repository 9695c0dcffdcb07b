import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGE } from '../rules/captcha';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { createLoginSchema, loginFields, loginForm } from './login';

describe('login schema', () => {
  const schema = createLoginSchema({ captcha: '2531' });
  it('sends only id and password', () =>
    expect(schema.parse({ memId: 'tester01', memPass: 'x', captcha: '2531', otp: '' })).toEqual({ memId: 'tester01', memPass: 'x' }));
  it('requires id and password, and the shown captcha', () =>
    expect(messagesOf(schema, { memId: '', memPass: '', captcha: '', otp: '' })).toEqual({
      memId: M.memId.required,
      memPass: M.memPass.required,
      captcha: CAPTCHA_MESSAGE,
    }));
  it('refuses a captcha other than the one shown', () =>
    expect(messagesOf(schema, { memId: 'a', memPass: 'b', captcha: '2532', otp: '' })).toEqual({ captcha: CAPTCHA_MESSAGE }));
  it('follows a new code', () =>
    expect(messagesOf(createLoginSchema({ captcha: '5555' }), { memId: 'a', memPass: 'b', captcha: '5555', otp: '' })).toEqual({}));
  it('orders id, password, captcha', () => expect(loginFields.map((f) => f.name)).toEqual(['memId', 'memPass', 'captcha']));
});

describe('login with two-step verification (LX10 asked for the code)', () => {
  const schema = createLoginSchema({ captcha: '2531', otp: true });
  const base = { memId: 'tester01', memPass: 'x', captcha: '2531' };
  it('sends the code with id and password: six digits, or a recovery code', () => {
    expect(schema.parse({ ...base, otp: '123456' })).toEqual({ memId: 'tester01', memPass: 'x', otp: '123456' });
    expect(schema.parse({ ...base, otp: 'ABCD-EF12' })).toEqual({ memId: 'tester01', memPass: 'x', otp: 'ABCD-EF12' });
  });
  it('requires the code, and refuses one that is neither', () => {
    expect(messagesOf(schema, { ...base, otp: '' })).toEqual({ otp: 'forms.login.otp.required' });
    expect(messagesOf(schema, { ...base, otp: '12345' })).toEqual({ otp: 'forms.login.otp.invalid' });
  });
  it('shows the code field after the captcha', () =>
    expect(loginForm({ captcha: '2531', otp: true }).fields.map((f) => f.name)).toEqual(['memId', 'memPass', 'captcha', 'otp']));
});
