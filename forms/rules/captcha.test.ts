import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../testing/issues';
import { CAPTCHA_MESSAGE, CAPTCHA_PATTERN, captchaRule, drawCaptcha } from './captcha';

describe('captcha: 4 characters from 12345, typed as shown', () => {
  it('draws 4 characters of 12345 for any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 4, maxLength: 4 }), (numbers) => {
        let i = 0;
        expect(drawCaptcha(() => numbers[i++] ?? 0)).toMatch(CAPTCHA_PATTERN);
      }),
    );
  });
  it('reaches both ends of 12345', () => {
    expect(drawCaptcha(() => 0)).toBe('1111');
    expect(drawCaptcha(() => 0.9999)).toBe('5555');
  });
  const rule = captchaRule('3141');
  it('accepts the shown code', () => expect(messageOf(rule, '3141')).toBeUndefined());
  it.each(['', '314', '31415', '3142', '1413', '6141', '31 1'])('refuses %j with the anti-automation message', (v) =>
    expect(messageOf(rule, v)).toBe(CAPTCHA_MESSAGE),
  );
  it('refuses even a match when the shown code is not of 12345', () =>
    expect(messageOf(captchaRule('6789'), '6789')).toBe(CAPTCHA_MESSAGE));
});
