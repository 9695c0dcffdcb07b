// @vitest-environment jsdom
// The login form against a fake server: a wrong captcha sends nothing; U001 and LX02 show their own
// messages, another failure "login information is incorrect", each with a new captcha; success signs in.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { createI18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/api/instance', () => ({ api: { POST: post } }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('ko', ['common', 'api', 'auth', 'forms']);
});
afterEach(() => {
  cleanup();
  post.mockReset();
  session.signOut('user');
});

const member = { memId: 'tester01', memNick: '행운의별', memName: '홍길동', cashAmt: 1250000, pointAmt: 35200, isPartnerMember: 'N' };

/** The captcha as drawn: the SVG's glyphs, in order. */
const shownCaptcha = () =>
  [...screen.getByRole('img', { name: '자동입력 방지 문자 이미지' }).querySelectorAll('text')].map((glyph) => glyph.textContent).join('');

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LoginForm onSignedIn={onSignedIn} />
    </I18nextProvider>,
  );
  return onSignedIn;
}

async function fill(captcha: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/아이디/), 'tester01');
  await user.type(screen.getByLabelText(/비밀번호/), 'pass1234');
  await user.clear(screen.getByLabelText(/자동입력 방지 문자/, { selector: 'input' }));
  await user.type(screen.getByLabelText(/자동입력 방지 문자/, { selector: 'input' }), captcha);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('the login form', () => {
  it('draws 4 characters of 12345', () => {
    renderForm();
    expect(shownCaptcha()).toMatch(/^[1-5]{4}$/);
  });

  it('refuses a wrong captcha without sending anything', async () => {
    renderForm();
    const wrong = shownCaptcha() === '1111' ? '2222' : '1111';
    await fill(wrong);
    await screen.findByText('자동입력 방지 문자를 정확히 입력해 주세요.');
    expect(post).not.toHaveBeenCalled();
  });

  for (const [code, message] of [
    ['U001', '이 사이트에서 로그인할 수 없는 계정입니다. 고객센터에 문의해 주세요.'],
    ['LX02', '아이디 또는 비밀번호를 확인해 주세요.'],
    ['U002', '로그인 정보가 올바르지 않습니다. 다시 확인해 주세요.'],
  ] as const) {
    it(`${code}: shows "${message}" and a new captcha`, async () => {
      post.mockRejectedValue(new ApiError(code));
      renderForm();
      const before = shownCaptcha();
      await fill(before);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
      expect(post).toHaveBeenCalledWith('/api/member/login', { body: { memId: 'tester01', memPass: 'pass1234' } });
      await waitFor(() => expect(shownCaptcha()).not.toBe(before));
      // The form starts again: the id kept, the password and the old code cleared, focus on the password.
      expect(screen.getByLabelText(/아이디/)).toHaveProperty('value', 'tester01');
      expect(screen.getByLabelText(/비밀번호/)).toHaveProperty('value', '');
      expect(screen.getByLabelText(/자동입력 방지 문자/, { selector: 'input' })).toHaveProperty('value', '');
      await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('memPass'));
    });
  }

  it('signs in on success', async () => {
    post.mockResolvedValue({
      data: { code: '0', data: { member, msgInfo: { newMsg: 2 }, token: 'tok-1', tokenExpiresAt: '2099-01-01 00:00:00' } },
    });
    const onSignedIn = renderForm();
    await fill(shownCaptcha());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(session.get()).toMatchObject({ status: 'member', token: 'tok-1', unread: 2 });
    expect(document.cookie).toContain('winner_auth_token=tok-1');
  });
});
