// The login captcha (docs/rules.md#routes, docs/rules.md#validation): 4 characters drawn from 12345, typed back as shown.
import { z } from 'zod';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_CHARS = '12345';
export const CAPTCHA_PATTERN = /^[1-5]{4}$/;
export const CAPTCHA_MESSAGE = 'forms.login.captcha.invalid';

/** A new code. `random` returns numbers in [0, 1), like Math.random. */
export function drawCaptcha(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) {
    const index = Math.min(CAPTCHA_CHARS.length - 1, Math.floor(random() * CAPTCHA_CHARS.length));
    code += CAPTCHA_CHARS.charAt(index);
  }
  return code;
}

/** What is typed must be 4 characters of 12345 and equal the shown code; else the anti-automation message. */
export const captchaRule = (shown: string) => z.string().refine((typed) => CAPTCHA_PATTERN.test(typed) && typed === shown, CAPTCHA_MESSAGE);
