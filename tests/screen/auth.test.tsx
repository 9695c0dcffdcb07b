// Login and signup without the browser, on the mobile pages (/login, /join: the same forms as the
// desktop dialogs): a wrong captcha refused before any request; each server refusal of the login
// (U001, LX02, "no member") as its own message with a new captcha, the id kept, the password
// cleared, no session and the exact body; the login's other answers (B0093, E001, E002, TE99,
// ABZ01) each its own message with everything typed kept, TE99 and ABZ01 holding the submit; the
// page in English with an unreadable answer's English message, and the desktop dialog's English
// names; an HTTP 500, a body that is not JSON and a dropped connection, each its own message with
// everything typed kept; the signup's checks before sending (the first empty field, the age box, invisible
// characters and length in the nickname, each under its field with the focus there), the id in use
// (U116) under the id, then the exact body of the accepted signup; the site's default recommender
// (no field for one, that one sent). The browser keeps the dialogs (focus in and back, switching),
// the captcha's redraw, a wrong captcha and an empty signup with axe, the accepted signup, the token
// cookie and the mobile pages with LX02 and axe (tests/e2e/auth.test.ts), and an answer hanging past
// the built app's time-out with ten clicks sending one login (tests/e2e/faults.test.ts). The inferred codes: a
// time-out (RG01) says its end date; two-step verification (LX10 asks for the code, LX11 refuses it).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileLoginScreen } from '@/features/auth/pages/MobileLoginScreen';
import { MobileSignupScreen } from '@/features/auth/pages/MobileSignupScreen';
import { AuthDialogs } from '@/features/auth/components/AuthDialogs';
import { authDialogs } from '@/session/auth-dialog-store';
import { session } from '@/session/session-store';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';

const LOGIN = '/api/member/login';
const SIGNUP = '/api/member/signup';

/** Each server refusal of the login: its own message above the form. */
const LOGIN_REFUSALS = [
  ['U001', '이 사이트에서 로그인할 수 없는 계정입니다. 고객센터에 문의해 주세요.'],
  ['LX13', '관리자 승인을 기다리는 계정입니다. 승인이 끝나면 로그인할 수 있습니다.'],
  ['LX02', '아이디 또는 비밀번호를 확인해 주세요.'],
  ['noMember', '로그인 정보가 올바르지 않습니다. 다시 확인해 주세요.'],
] as const;

const main = () => screen.getByRole('main');
/** A field by its label (a required field's label ends in MUI's asterisk). */
const labelled = (label: string) => within(main()).getAllByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`))[0]!;
const captchaField = () => within(main()).getByRole<HTMLInputElement>('textbox', { name: /^자동입력 방지 문자( \*)?$/ });
/** The code the captcha image draws, one glyph per `text` element. */
const readCaptcha = () =>
  Array.from(within(main()).getByRole('img', { name: '자동입력 방지 문자 이미지' }).querySelectorAll('text'))
    .map((glyph) => glyph.textContent)
    .join('');
const focusedName = () => document.activeElement?.getAttribute('name');

async function submitLogin({ user }: RenderedScreen, captcha = readCaptcha()) {
  await fill(user, labelled('아이디'), 'tester01');
  await fill(user, labelled('비밀번호'), 'pass1234');
  await fill(user, captchaField(), captcha);
  await user.click(within(main()).getByRole('button', { name: '로그인' }));
}

/** Fills every field but the id (typed first, alone, to meet the password's message); the recommender unless the site has a default one. */
async function fillSignup({ user }: RenderedScreen, nick: string, recommender = true) {
  await fill(user, labelled('비밀번호'), 'pass1234!');
  await fill(user, labelled('비밀번호 확인'), 'pass1234!');
  await fill(user, labelled('환전 비밀번호'), '1234');
  await fill(user, labelled('닉네임'), nick);
  await fill(user, labelled('휴대폰 번호'), '010-2345-6789');
  if (recommender) await fill(user, labelled('추천인 아이디'), 'partner01');
  await user.selectOptions(labelled('은행'), '국민은행');
  await fill(user, labelled('예금주'), '홍길동');
  await fill(user, labelled('계좌번호'), '12345678901234');
  await user.click(screen.getByRole('checkbox', { name: '만 18세 이상입니다.' }));
  await user.click(screen.getByRole('checkbox', { name: '이용약관에 동의합니다.' }));
}

const submitSignup = ({ user }: RenderedScreen) => user.click(within(main()).getByRole('button', { name: '가입 신청' }));

/** The field's description (aria-describedby), as a screen reader reads it with the field. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

/** Each refusal in `codes`, one after another: its message, a new captcha, the id kept, no session, the exact body. */
async function refusedOneAfterAnother(view: RenderedScreen, codes: readonly (typeof LOGIN_REFUSALS)[number][]) {
  for (const [code, message] of codes) {
    await setScenario(LOGIN, code, 1);
    await clearRequests();
    const before = readCaptcha();
    await submitLogin(view, before);
    // the message above the form (the alert is drawn anew for each failure)
    await waitFor(() => expect(within(main()).queryByRole('alert')?.textContent, code).toContain(message), { timeout: 10_000 });
    expect(readCaptcha(), code).not.toBe(before);
    expect(readCaptcha(), code).toMatch(/^[1-5]{4}$/);
    expect(captchaField().value, code).toBe('');
    // a credential failure starts the form again: the password cleared, the id kept
    expect(labelled('비밀번호').value, code).toBe('');
    expect(labelled('아이디').value, code).toBe('tester01');
    expect(session.get().status, code).toBe('guest');
    const sent = await requestsTo(LOGIN);
    expect(sent, code).toHaveLength(1);
    expect(sent[0]?.body, code).toEqual({ memId: 'tester01', memPass: 'pass1234', siteId: 'winner' });
  }
}

const openLogin = () => renderScreen(<MobileLoginScreen />, { path: '/login', layout: 'mobile' });

describe('login with safer gambling and two-step verification (inferred codes)', () => {
  it('RG01 says until when, everything typed kept; LX10 adds the code field (focused); a short code is refused before sending; LX11 under the code; the code sent with the login', async () => {
    const view = await openLogin();
    await setScenario(LOGIN, 'RG01', 1);
    const captcha = readCaptcha();
    await submitLogin(view, captcha);
    await waitFor(() =>
      expect(within(main()).queryByRole('alert')?.textContent).toBe(
        '휴식 기간(타임아웃) 중입니다. 2026년 11월 27일 18:00까지 로그인할 수 없습니다.',
      ),
    );
    expect(captchaField().value).toBe(captcha);
    expect(session.get().status).toBe('guest');

    await setScenario(LOGIN, 'LX10', 1);
    await view.user.click(within(main()).getByRole('button', { name: '로그인' }));
    const code = await within(main()).findByRole<HTMLInputElement>('textbox', { name: /^2단계 인증 코드( \*)?$/ });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(within(main()).getByRole('alert').textContent).toBe('2단계 인증 코드를 입력해 주세요.');
    expect(labelled('비밀번호').value).toBe('pass1234');
    await fill(view.user, code, '12345');
    await clearRequests();
    await view.user.click(within(main()).getByRole('button', { name: '로그인' }));
    await within(main()).findByText('6자리 숫자 또는 복구 코드를 입력해 주세요.');
    expect(await requestsTo(LOGIN)).toHaveLength(0);

    await setScenario(LOGIN, 'LX11', 1);
    await fill(view.user, code, '123456');
    await view.user.click(within(main()).getByRole('button', { name: '로그인' }));
    await within(main()).findByText('2단계 인증 코드가 올바르지 않습니다.');
    expect(code.value).toBe('123456');
    await clearRequests();
    await view.user.click(within(main()).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(session.get().status).toBe('member'));
    expect((await requestsTo(LOGIN)).map((r) => r.body)).toEqual([
      { memId: 'tester01', memPass: 'pass1234', otp: '123456', siteId: 'winner' },
    ]);
  });
});

describe('login throttling (LX12, docs/rules.md#login-throttling)', () => {
  it("too many failed attempts: when to try again, in the member's language (ko, en, vi), everything typed kept, no new captcha", async () => {
    const view = await openLogin();
    await setScenario(LOGIN, 'LX12', 1);
    const captcha = readCaptcha();
    await submitLogin(view, captcha);
    const alert = () => within(main()).queryByRole('alert')?.textContent;
    await waitFor(() => expect(alert()).toBe('로그인 시도가 너무 많이 실패했습니다. 2026년 11월 27일 18:15 이후에 다시 시도해 주세요.'));
    expect(captchaField().value).toBe(captcha);
    expect(labelled('아이디').value).toBe('tester01');
    expect(labelled('비밀번호').value).toBe('pass1234');
    expect(session.get().status).toBe('guest');
    await act(() => view.i18n.changeLanguage('en'));
    await waitFor(() => expect(alert()).toBe('Too many failed attempts. Please try again after November 27, 2026 at 18:15.'));
    await act(() => view.i18n.changeLanguage('vi'));
    await waitFor(() => expect(alert()).toBe('Bạn đã thử sai quá nhiều lần. Vui lòng thử lại sau lúc 18:15 27 tháng 11, 2026.'));
  });
});

describe('login', () => {
  it('a wrong captcha sends nothing; then U001 and LX13 (awaiting approval) each its own message, a new captcha, the id kept, no session, the exact body', async () => {
    const view = await openLogin();
    const shown = readCaptcha();
    expect(shown).toMatch(/^[1-5]{4}$/);
    await submitLogin(view, shown === '1111' ? '2222' : '1111');
    await within(main()).findByText('자동입력 방지 문자를 정확히 입력해 주세요.');
    expect(await requestsTo(LOGIN)).toHaveLength(0);
    await refusedOneAfterAnother(view, LOGIN_REFUSALS.slice(0, 2));
  });

  it('LX02 and "no member" each their own message, a new captcha, the id kept, no session, the exact body; then the login goes through', async () => {
    const view = await openLogin();
    await refusedOneAfterAnother(view, LOGIN_REFUSALS.slice(2));
    await clearRequests();
    await submitLogin(view);
    await waitFor(() => expect(session.get().status).toBe('member'), { timeout: 10_000 });
    expect((await requestsTo(LOGIN)).map((r) => r.body)).toEqual([{ memId: 'tester01', memPass: 'pass1234', siteId: 'winner' }]);
  });
});

/** The login's answers that are not about the credentials: each its own message, and the seconds it holds the submit (src/api/retry-wait.ts). */
const OTHER_ANSWERS = [
  ['B0093', '사이트 점검 중입니다. 점검이 끝난 후 이용해 주세요.', 0],
  ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.', 0],
  ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', 0],
  ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.', 5],
  ['ABZ01', '부정 행위 또는 비정상적인 이용이 감지되었습니다. 2분 후 다시 시도해 주세요.', 120],
] as const;

describe('login: answers that are not about the credentials', () => {
  it('B0093, E001, E002, TE99 and ABZ01 each their own message, everything typed kept (the same captcha); TE99 and ABZ01 hold the submit, counted down on it', async () => {
    let view = await openLogin();
    for (const [code, message, waitSeconds] of OTHER_ANSWERS) {
      // a held submit cannot send the next code: a new form for the one after it
      if (code === 'ABZ01') {
        view.unmount();
        view = await openLogin();
      }
      await setScenario(LOGIN, code, 1);
      const captcha = readCaptcha();
      await submitLogin(view, captcha);
      await waitFor(() => expect(within(main()).queryByRole('alert')?.textContent, code).toBe(message), { timeout: 10_000 });
      expect(labelled('아이디').value, code).toBe('tester01');
      expect(labelled('비밀번호').value, code).toBe('pass1234');
      expect(captchaField().value, code).toBe(captcha);
      expect(readCaptcha(), code).toBe(captcha);
      expect(session.get().status, code).toBe('guest');
      if (waitSeconds > 0) {
        const held = within(main()).getByRole('button', { name: /초 후 다시 로그인할 수 있습니다$/ });
        expect(held.textContent, code).toMatch(new RegExp(`^(${waitSeconds}|${waitSeconds - 1})초 후 다시 로그인할 수 있습니다$`));
        expect(held, code).toHaveProperty('disabled', true);
      }
    }
  });
});

/** A server that misbehaves (the mock's faults): the message each reads, in full. */
const SERVER_FAULTS = [
  [
    'an HTTP 500',
    { status: 500, body: { message: 'Internal Server Error' } },
    '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  ],
  [
    'a body that is not JSON',
    { body: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
    '요청을 처리하지 못했거나 응답을 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  ],
  ['a dropped connection', { drop: true }, '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.'],
] as const;

describe('login: a server that misbehaves', () => {
  it('an HTTP 500, a body that is not JSON and a dropped connection each their own message, everything typed kept (the same captcha); then the login goes through as typed', async () => {
    const view = await openLogin();
    for (const [name, fault, message] of SERVER_FAULTS) {
      await setFault(LOGIN, { ...fault, times: 1 });
      const captcha = readCaptcha();
      await submitLogin(view, captcha);
      await waitFor(() => expect(within(main()).queryByRole('alert')?.textContent, name).toBe(message), { timeout: 10_000 });
      expect([labelled('아이디').value, labelled('비밀번호').value, captchaField().value], name).toEqual(['tester01', 'pass1234', captcha]);
      expect(readCaptcha(), name).toBe(captcha);
      expect(session.get().status, name).toBe('guest');
    }
    await view.user.click(within(main()).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(session.get().status).toBe('member'), { timeout: 10_000 });
  });
});

describe('login in English', () => {
  it("the page's words; an answer that is not JSON in English, everything typed kept; sent again as it is, the login goes through", async () => {
    const { user } = await renderScreen(<MobileLoginScreen />, { path: '/login', layout: 'mobile', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    const image = within(main()).getByRole('img', { name: 'Security code image' });
    const captcha = Array.from(image.querySelectorAll('text'))
      .map((glyph) => glyph.textContent)
      .join('');
    const id = within(main()).getAllByLabelText<HTMLInputElement>(/^ID( \*)?$/)[0]!;
    const password = within(main()).getAllByLabelText<HTMLInputElement>(/^Password( \*)?$/)[0]!;
    const code = within(main()).getByRole<HTMLInputElement>('textbox', { name: /^Security code( \*)?$/ });
    expect(within(main()).getByRole('link', { name: 'Sign up' })).toBeTruthy();
    await fill(user, id, 'tester01');
    await fill(user, password, 'pass1234');
    await fill(user, code, captcha);
    await setFault(LOGIN, { body: '<html><body><h1>502 Bad Gateway</h1></body></html>', times: 1 });
    await user.click(within(main()).getByRole('button', { name: 'Log in' }));
    await waitFor(
      () =>
        expect(within(main()).queryByRole('alert')?.textContent).toBe(
          'The request failed or its response could not be read. Please try again in a moment.',
        ),
      { timeout: 10_000 },
    );
    expect([id.value, password.value, code.value]).toEqual(['tester01', 'pass1234', captcha]);
    await user.click(within(main()).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.get().status).toBe('member'), { timeout: 10_000 });
  });

  it('the desktop dialog the header opens: named in English, its close and signup buttons too, its image named without Korean', async () => {
    await renderScreen(
      <>
        <h1>WINNER</h1>
        <AuthDialogs />
      </>,
      { path: '/', language: 'en' },
    );
    act(() => authDialogs.open('login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('aria-label')).toBe('Security code image');
    act(() => authDialogs.close());
  });
});

describe('login retry waits (docs/rules.md#login-retry-waits)', () => {
  it('NT99 holds the submit for 5 s, counted down on it, then the same login may go again; c104 holds it for a minute', async () => {
    const view = await openLogin();
    const submit = () => within(main()).getByRole('button', { name: /로그인할 수 있습니다$|^로그인$/ });
    await setScenario(LOGIN, 'NT99', 1);
    await submitLogin(view);
    await waitFor(() => expect(submit().textContent).toMatch(/^[45]초 후 다시 로그인할 수 있습니다$/), { timeout: 10_000 });
    expect(submit()).toHaveProperty('disabled', true);
    // the wait over, everything typed is still there and the submit sends it again
    await waitFor(() => expect(submit().textContent).toBe('로그인'), { timeout: 8_000 });
    expect(submit()).toHaveProperty('disabled', false);
    expect(labelled('아이디').value).toBe('tester01');

    await setScenario(LOGIN, 'c104', 1);
    await clearRequests();
    await view.user.click(submit());
    await waitFor(() => expect(submit().textContent).toMatch(/^(60|59)초 후 다시 로그인할 수 있습니다$/), { timeout: 10_000 });
    expect(submit()).toHaveProperty('disabled', true);
    await waitFor(() => expect(submit().textContent).toMatch(/^5[0-8]초 후/), { timeout: 4_000 });
    expect((await requestsTo(LOGIN)).map((r) => r.body)).toEqual([{ memId: 'tester01', memPass: 'pass1234', siteId: 'winner' }]);
  });
});

async function openSignup(): Promise<RenderedScreen> {
  const view = await renderScreen(<MobileSignupScreen />, { path: '/join', layout: 'mobile' });
  await within(main()).findByRole('button', { name: '가입 신청' }, { timeout: 10_000 });
  return view;
}

describe('signup', () => {
  it('the first empty field, then invisible or too short nicknames, each under its field with the focus there, send nothing', async () => {
    const view = await openSignup();

    await submitSignup(view);
    await within(main()).findByText('아이디를 입력해 주세요.');
    await waitFor(() => expect(focusedName()).toBe('memId'));
    await fill(view.user, labelled('아이디'), 'newbie01');
    await submitSignup(view);
    await within(main()).findByText('비밀번호를 입력해 주세요.');
    await waitFor(() => expect(focusedName()).toBe('memPass'));

    // a nickname of two zero-width spaces (two characters to the old rule, nothing to a person), a
    // one-letter one, then one with a right-to-left override; the other fields filled once
    const invisible = '보이지 않는 문자나 글자 방향을 바꾸는 문자는 쓸 수 없습니다.';
    await fillSignup(view, '\u200B\u200B');
    for (const [nick, message] of [
      ['\u200B\u200B', invisible],
      ['가', '닉네임은 2~20자 이내로 입력해 주세요.'],
      ['새내기\u202E', invisible],
    ] as const) {
      await fill(view.user, labelled('닉네임'), nick);
      await submitSignup(view);
      await waitFor(() => expect(descriptionOf(labelled('닉네임')), JSON.stringify(nick)).toContain(message));
      await waitFor(() => expect(focusedName()).toBe('memNick'));
    }
    // the age box left unticked: its own message, the focus on it
    await fill(view.user, labelled('닉네임'), '새내기');
    await view.user.click(screen.getByRole('checkbox', { name: '만 18세 이상입니다.' }));
    await submitSignup(view);
    await within(main()).findByText('만 18세 이상인지 확인해 주세요.');
    await waitFor(() => expect(focusedName()).toBe('ageConfirmed'));
    expect(await requestsTo(SIGNUP)).toHaveLength(0);
  });

  it("the terms box opens the site's terms (the betting rules) over the form, and closing it keeps what was typed", async () => {
    const view = await openSignup();
    await fill(view.user, labelled('아이디'), 'newbie01');
    await view.user.click(within(main()).getByRole('button', { name: '이용약관 보기' }));
    const terms = await screen.findByRole('dialog', { name: /베팅 규정/ }, { timeout: 10_000 });
    expect(
      within(terms).getByText('모든 회원에게 적용되는 이용 규정입니다. 규정을 어기면 베팅이 취소되거나 이용이 제한될 수 있습니다.'),
    ).toBeTruthy();
    expect(within(terms).getByRole('heading', { level: 3, name: '베팅 한도' })).toBeTruthy();
    await view.user.click(within(terms).getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /베팅 규정/ })).toBeNull());
    expect(labelled('아이디').value).toBe('newbie01');
    expect(await requestsTo(SIGNUP)).toHaveLength(0);
  });

  it('U116 under the id with what was typed kept; sent again, the exact body', async () => {
    const view = await openSignup();
    await fill(view.user, labelled('아이디'), 'newbie01');
    await fillSignup(view, '새내기');

    // the id in use: marked invalid and described by the message, what was typed kept
    await setScenario(SIGNUP, 'U116', 1);
    await submitSignup(view);
    await waitFor(() => expect(labelled('아이디').getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(descriptionOf(labelled('아이디'))).toContain('이미 사용 중인 아이디입니다.');
    expect(labelled('아이디').value).toBe('newbie01');
    expect(labelled('계좌번호').value).toBe('12345678901234');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await clearRequests();
    await submitSignup(view);
    await screen.findByRole('alertdialog', { name: '회원가입 신청 완료' }, { timeout: 10_000 });
    const sent = await requestsTo(SIGNUP);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      memId: 'newbie01',
      memPass: 'pass1234!',
      memPassCheck: 'pass1234!',
      cashOutPass: '1234',
      memNick: '새내기',
      memPhone: '010-2345-6789',
      recommenderId: 'partner01',
      bank: '004',
      memName: '홍길동',
      bankacc: '12345678901234',
      ageConfirmed: true,
      termsAccepted: true,
      memLevel: 1,
      partSendYn: 'N',
      memStatus: 0,
      nationCode: '82',
      partnerType: 'NORMAL',
      siteId: 'winner',
      siteName: 'WINNER',
      siteType: 'P',
      ip: '',
      apiKey: 'mock-api-key',
    });
  });

  it("the site's default recommender: no field for one, and that one sent", async () => {
    await setScenario('/api/etc/siteOption', 'defaultRecommender');
    const view = await openSignup();
    await fill(view.user, labelled('아이디'), 'newbie01');
    await fillSignup(view, '새내기', false);
    await waitFor(() => expect(within(main()).queryByLabelText(/^추천인 아이디/)).toBeNull());
    await clearRequests();
    await submitSignup(view);
    await screen.findByRole('alertdialog', { name: '회원가입 신청 완료' }, { timeout: 10_000 });
    const sent = await requestsTo(SIGNUP);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ memId: 'newbie01', recommenderId: 'head01' });
  });
});
