// SPEC §8: U001 and LX02 keep their own messages; every other failure reads "login information is incorrect".
import { describe, expect, it } from 'vitest';
import { ApiError, responseFailed } from '../../../src/api/errors';
import { loginFailureKey } from '../../../src/features/auth/login-failure';
import { nextCaptcha } from '../../../src/features/auth/hooks/use-captcha';

describe('login failure messages', () => {
  it('U001 and LX02 have their own; U002 (no member), E001, a network failure and anything else do not', () => {
    expect(loginFailureKey(new ApiError('U001'))).toBe('api:U001');
    expect(loginFailureKey(new ApiError('LX02'))).toBe('api:LX02');
    for (const other of [
      new ApiError('U002', { serverMessage: '회원 정보가 없습니다.' }),
      new ApiError('E001'),
      responseFailed(),
      new Error('boom'),
      undefined,
    ]) {
      expect(loginFailureKey(other)).toBe('api:LOGIN_FAILED');
    }
  });
});

describe('a new captcha', () => {
  it('is 4 characters of 12345 and never the one shown before', () => {
    let seq = 0;
    const stuck = () => [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.9, 0.1, 0.5, 0.3][seq++ % 12]!;
    const next = nextCaptcha('1111', stuck);
    expect(next).toMatch(/^[1-5]{4}$/);
    expect(next).not.toBe('1111');
  });
});
