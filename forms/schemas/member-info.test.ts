import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { memberInfoSchema } from './member-info';
import { passwordChangeSchema } from './password-change';

describe('member info edit', () => {
  const valid = { memPhone: '010-1234-5678', memPhoneVendor: 'KT', cashOutPass: '', memPass: 'current1' };
  it('sends no PIN when none is typed', () =>
    expect(memberInfoSchema.parse(valid)).toEqual({
      memPhone: '010-1234-5678',
      memPhoneVendor: 'KT',
      cashOutPass: undefined,
      memPass: 'current1',
    }));
  it.each(['123', '12345', 'abcd'])('refuses a new PIN %j (not exactly 4 digits)', (pin) =>
    expect(messagesOf(memberInfoSchema, { ...valid, cashOutPass: pin })).toEqual({ cashOutPass: M.cashOutPass.format }),
  );
  it('accepts a new 4-digit PIN', () => expect(memberInfoSchema.parse({ ...valid, cashOutPass: '0420' }).cashOutPass).toBe('0420'));
  it('requires the phone in its format and the current password', () =>
    expect(messagesOf(memberInfoSchema, { ...valid, memPhone: '010-123', memPass: '' })).toEqual({
      memPhone: M.memPhone.format,
      memPass: 'forms.memberInfo.memPass.required',
    }));
});

describe('password change: new password at least 6, letters plus digits, confirmed', () => {
  const ok = (memPassNew: string) => ({ memPass: 'old', memPassNew, memPassCheck: memPassNew });
  it.each(['abc123', 'a1'.repeat(10), 'Abc12!', '1a1a1a'])('accepts %j', (v) =>
    expect(messagesOf(passwordChangeSchema, ok(v))).toEqual({}),
  );
  it.each([
    'abc12', // 5
    'a1'.repeat(10) + 'a', // 21
    'abcdef', // no digit
    '123456', // no letter
    'abc 123',
    'abc^123',
  ])('refuses %j', (v) => expect(messagesOf(passwordChangeSchema, ok(v))).toEqual({ memPassNew: 'forms.passwordChange.memPassNew.U102' }));
  it('requires the current and the new password and the confirmation, each with its own message', () =>
    expect(messagesOf(passwordChangeSchema, { memPass: '', memPassNew: '', memPassCheck: '' })).toEqual({
      memPass: 'forms.passwordChange.memPass.required',
      memPassNew: 'forms.passwordChange.memPassNew.required',
      memPassCheck: M.memPassCheck.required,
    }));
  it('refuses a different confirmation', () =>
    expect(messagesOf(passwordChangeSchema, { memPass: 'old', memPassNew: 'abc123', memPassCheck: 'abc124' })).toEqual({
      memPassCheck: M.memPassCheck.mismatch,
    }));
});
