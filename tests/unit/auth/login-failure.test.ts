// Login failures by kind: U001 and LX02 keep their own messages; the login's other catalogue codes
// and the call's own failures have theirs; only an unknown code ('no member') or a non-API error
// reads "login information is incorrect".
import { describe, expect, it } from 'vitest';
import { ApiError, responseFailed } from '@/api/errors';
import { isCredentialFailure, loginFailureKey, type LoginFailureKey } from '@/features/auth/login-failure';
import { nextCaptcha } from '@/features/auth/hooks/use-captcha';

describe('login failure messages', () => {
  it('U001, LX02 and the other catalogue codes of the login show their own', () => {
    for (const code of ['U001', 'LX02', 'B0093', 'NT99', 'TE99', 'ABZ01', 'E001', 'E002']) {
      expect(loginFailureKey(new ApiError(code))).toBe(code);
    }
  });

  it('a failed call says what failed: time-out, no connection, server error, unreadable answer', () => {
    expect(loginFailureKey(responseFailed('request timed out', { failure: 'timeout' }))).toBe('RESPONSE_TIMEOUT');
    expect(loginFailureKey(responseFailed('network error', { failure: 'network' }))).toBe('RESPONSE_NETWORK');
    expect(loginFailureKey(responseFailed('Internal Server Error', { failure: 'http', status: 500 }))).toBe('RESPONSE_SERVER');
    expect(loginFailureKey(responseFailed('answer is not JSON', { failure: 'unreadable' }))).toBe('RESPONSE_FAILED');
  });

  it("only an unknown code (the server's 'no member') or a non-API error reads 'login information is incorrect'", () => {
    for (const other of [new ApiError('U002', { serverMessage: '회원 정보가 없습니다.' }), new Error('boom'), undefined]) {
      expect(loginFailureKey(other)).toBe('LOGIN_FAILED');
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

describe('which failures start the form again', () => {
  it('credential failures do (new captcha, password cleared); faults and other codes keep what was typed', () => {
    expect(['U001', 'LX02', 'LOGIN_FAILED'].every((k) => isCredentialFailure(k as LoginFailureKey))).toBe(true);
    expect(['B0093', 'NT99', 'RESPONSE_TIMEOUT', 'RESPONSE_SERVER'].some((k) => isCredentialFailure(k as LoginFailureKey))).toBe(false);
  });
});
