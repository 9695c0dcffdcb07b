import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '../rules/messages';
import { messagesOf } from '../testing/issues';
import { PASSWORD_CHANGE_SERVER_ERRORS, passwordChangeForm, passwordChangeSchema } from './password-change';

describe('password change form', () => {
  it('sends the current, the new and the confirmation as typed', () =>
    expect(passwordChangeSchema.parse({ memPass: 'pass1234', memPassNew: 'newpass99', memPassCheck: 'newpass99' })).toEqual({
      memPass: 'pass1234',
      memPassNew: 'newpass99',
      memPassCheck: 'newpass99',
    }));
  it('new and confirmation both empty: asks for each, does not say they differ', () =>
    expect(messagesOf(passwordChangeSchema, { memPass: 'pass1234', memPassNew: '', memPassCheck: '' })).toEqual({
      memPassNew: 'forms.passwordChange.memPassNew.required',
      memPassCheck: M.memPassCheck.required,
    }));
  it('an empty confirmation of a typed new password asks for it', () =>
    expect(messagesOf(passwordChangeSchema, { memPass: 'pass1234', memPassNew: 'newpass99', memPassCheck: '' })).toEqual({
      memPassCheck: M.memPassCheck.required,
    }));
  it('asks to confirm before sending', () =>
    expect(passwordChangeForm().confirm?.({ memPass: 'a', memPassNew: 'b', memPassCheck: 'b' }, {})).toEqual({
      message: 'forms.passwordChange.confirm',
      values: {},
    }));
  it('shows a wrong current password (LX02) under it and a refused new one (U102) under the new', () =>
    expect(PASSWORD_CHANGE_SERVER_ERRORS).toEqual({ LX02: 'memPass', U102: 'memPassNew' }));
  it('starts empty', () => expect(passwordChangeForm().defaults).toEqual({ memPass: '', memPassNew: '', memPassCheck: '' }));
});
