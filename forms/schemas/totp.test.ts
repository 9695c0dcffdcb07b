import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { totpConfirmSchema, totpDisableSchema } from './totp';

describe('turning two-step verification on', () => {
  it('sends the six digits, spaces typed between the groups dropped', () => {
    expect(totpConfirmSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(totpConfirmSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
  });
  it('asks for the code, and for six digits exactly (a recovery code does not turn it on)', () => {
    expect(messagesOf(totpConfirmSchema, { code: '' })).toEqual({ code: 'forms.totp.code.required' });
    expect(messagesOf(totpConfirmSchema, { code: '12345' })).toEqual({ code: 'forms.totp.code.invalid' });
    expect(messagesOf(totpConfirmSchema, { code: 'k7dp-2mxq' })).toEqual({ code: 'forms.totp.code.invalid' });
  });
});

describe('turning it off', () => {
  it('takes the six digits or a recovery code', () => {
    expect(totpDisableSchema.parse({ code: '654 321' })).toEqual({ code: '654321' });
    expect(totpDisableSchema.parse({ code: 'k7dp-2mxq' })).toEqual({ code: 'k7dp-2mxq' });
  });
  it('asks for one, and refuses what is neither', () => {
    expect(messagesOf(totpDisableSchema, { code: '' })).toEqual({ code: 'forms.login.otp.required' });
    expect(messagesOf(totpDisableSchema, { code: '1234' })).toEqual({ code: 'forms.login.otp.invalid' });
  });
});
