import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGE } from '../rules/captcha';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { createLoginSchema, loginFields } from './login';

describe('login schema', () => {
  const schema = createLoginSchema({ captcha: '2531' });
  it('sends only id and password', () =>
    expect(schema.parse({ memId: 'tester01', memPass: 'x', captcha: '2531' })).toEqual({ memId: 'tester01', memPass: 'x' }));
  it('requires id and password, and the shown captcha', () =>
    expect(messagesOf(schema, { memId: '', memPass: '', captcha: '' })).toEqual({
      memId: M.memId.required,
      memPass: M.memPass.required,
      captcha: CAPTCHA_MESSAGE,
    }));
  it('refuses a captcha other than the one shown', () =>
    expect(messagesOf(schema, { memId: 'a', memPass: 'b', captcha: '2532' })).toEqual({ captcha: CAPTCHA_MESSAGE }));
  it('follows a new code', () =>
    expect(messagesOf(createLoginSchema({ captcha: '5555' }), { memId: 'a', memPass: 'b', captcha: '5555' })).toEqual({}));
  it('orders id, password, captcha', () => expect(loginFields.map((f) => f.name)).toEqual(['memId', 'memPass', 'captcha']));
});
