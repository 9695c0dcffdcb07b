// Login and signup in Chromium against the mock: the desktop dialogs at 1440×900 and the
// mobile pages at 390×844. Written as flows (README, "The suite's budget"): each test is one page a
// person carries on in — the login failures one after another in one open dialog, the signup's
// errors and its success in one dialog, the mobile signup ending on the login page and logging in.
// The login dialog in English (and a server fault's message in English): faults.test.ts.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { MOBILE } from './support/browser';
import { requestsTo, setScenario } from './support/mock';
import { openClockedPage, openLoginDialog, readCaptcha, submitLogin, TOKEN, tokenCookie, useAuthSuite } from './support/auth';

const browser = useAuthSuite();

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

describe('login (desktop dialog)', () => {
  it('opens focused on the id, switches to signup and back, closes with focus back on the header button; the captcha redraws; a wrong captcha, U001, LX02 and "no member" each show their own message with a new captcha and no session; then the login goes through', async () => {
    const { context, page } = await openClockedPage(browser());
    await page.goto('/');
    let dialog = await openLoginDialog(page);

    // one labelled dialog: login → signup → login, then closed; focus returns to the header button
    await expect.poll(() => focusedName(page)).toBe('memId');
    await dialog.getByRole('button', { name: '회원가입' }).click();
    const signup = page.getByRole('dialog', { name: '회원가입' });
    await signup.getByLabel('비밀번호 확인').waitFor();
    await signup.getByRole('button', { name: '로그인', exact: true }).click();
    await page
      .getByRole('dialog', { name: '로그인' })
      .getByLabel(/^아이디/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('로그인');

    // opened again: the refresh button draws a new captcha
    dialog = await openLoginDialog(page);
    const first = await readCaptcha(dialog);
    await dialog.getByRole('button', { name: '새로고침' }).click();
    expect(await readCaptcha(dialog)).not.toBe(first);

    // a wrong captcha: the anti-automation message, and no request (the log stays empty until the
    // next submit below, whose request is then the only one)
    const shown = await readCaptcha(dialog);
    await submitLogin(dialog, { captcha: shown === '1111' ? '2222' : '1111' });
    await dialog.getByText('자동입력 방지 문자를 정확히 입력해 주세요.').waitFor();
    await expectAccessible(page, 'login dialog with a field error, desktop', { include: '[role="dialog"]' });

    // the server refuses the login three ways, one after another: each its own message, a new
    // captcha (the field emptied), the id kept, no token cookie, one more request each time
    const refusals = [
      ['U001', '이 사이트에서 로그인할 수 없는 계정입니다. 고객센터에 문의해 주세요.'],
      ['LX02', '아이디 또는 비밀번호를 확인해 주세요.'],
      ['noMember', '로그인 정보가 올바르지 않습니다. 다시 확인해 주세요.'],
    ] as const;
    for (const [index, [example, message]] of refusals.entries()) {
      await setScenario('/api/member/login', example, 1);
      const before = await readCaptcha(dialog);
      await submitLogin(dialog, { captcha: before });
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await readCaptcha(dialog), example).not.toBe(before);
      expect(await readCaptcha(dialog), example).toMatch(/^[1-5]{4}$/);
      expect(await dialog.getByRole('textbox', { name: '자동입력 방지 문자' }).inputValue(), example).toBe('');
      expect(await dialog.getByLabel(/^아이디/).inputValue(), example).toBe('tester01');
      expect(await tokenCookie(context), example).toBeUndefined();
      expect(await requestsTo('/api/member/login'), example).toHaveLength(index + 1);
    }

    // the same dialog, no scenario: the header shows the nickname and both balances, the token
    // cookie is set, the dialog closes, and the login sent what was typed
    await submitLogin(dialog);
    const header = page.getByRole('banner');
    await header.getByText('행운의별 님').waitFor();
    await header.getByText('1,250,000원').waitFor();
    await header.getByText('35,200 P').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await tokenCookie(context)).toBe(TOKEN);
    const sent = await requestsTo('/api/member/login');
    expect(sent).toHaveLength(refusals.length + 1);
    expect(sent.at(-1)?.body).toEqual({ memId: 'tester01', memPass: 'pass1234', siteId: 'winner' });
  });
});

async function fillSignup(
  scope: Locator,
  options: { recommender?: boolean; phone?: string; bank?: string; account?: string; nick?: string } = {},
) {
  await scope.getByLabel(/^아이디/).fill('newbie01');
  await scope
    .getByLabel(/^비밀번호/)
    .first()
    .fill('pass1234!');
  await scope.getByLabel('비밀번호 확인').fill('pass1234!');
  await scope.getByLabel('환전 비밀번호').fill('1234');
  await scope.getByLabel('닉네임').fill(options.nick ?? '새내기');
  await scope.getByLabel('휴대폰 번호').fill(options.phone ?? '010-2345-6789');
  if (options.recommender ?? true) await scope.getByLabel('추천인 아이디').fill('partner01');
  await scope.getByLabel('은행').selectOption({ label: options.bank ?? '국민은행' });
  await scope.getByLabel('예금주').fill('홍길동');
  await scope.getByLabel('계좌번호').fill(options.account ?? '12345678901234');
  await scope.getByRole('button', { name: '가입 신청' }).click();
}

/**
 * A nickname of two zero-width spaces (two characters to the old rule, nothing to a person), a
 * one-letter one, then one with a right-to-left override: each its message under the nickname, which
 * has the focus; nothing sent.
 */
async function refusesInvisibleNicknames(page: Page, scope: Locator, options: Parameters<typeof fillSignup>[1] = {}) {
  const invisible = '보이지 않는 문자나 글자 방향을 바꾸는 문자는 쓸 수 없습니다.';
  for (const [nick, message] of [
    ['\u200B\u200B', invisible],
    ['가', '닉네임은 2~20자 이내로 입력해 주세요.'],
    ['새내기\u202E', invisible],
  ] as const) {
    await fillSignup(scope, { ...options, nick });
    await scope.getByText(message, { exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('memNick');
  }
  expect(await requestsTo('/api/member/signup')).toHaveLength(0);
}

/** The field is marked invalid and described by the "id in use" message. */
async function eventuallyInvalid(field: Locator): Promise<void> {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
  const describedBy = await field.getAttribute('aria-describedby');
  const help = describedBy ? await field.page().locator(`[id="${describedBy}"]`).textContent() : '';
  expect(help).toBe('이미 사용 중인 아이디입니다.');
}

describe('signup (desktop dialog)', () => {
  it("an empty submit shows the first empty field's message and focuses it; a server field error (U116) shows on the id; sent again it is accepted: confirmation, the awaiting-approval notice, then the login dialog", async () => {
    const { page } = await openClockedPage(browser());
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    const dialog = page.getByRole('dialog', { name: '회원가입' });
    await dialog.getByLabel('비밀번호 확인').waitFor();

    // empty: the id's message, focus on the id; with an id: the password's, focus there; nothing sent
    await dialog.getByRole('button', { name: '가입 신청' }).click();
    await dialog.getByText('아이디를 입력해 주세요.', { exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('memId');
    await expectAccessible(page, 'signup dialog with a field error, desktop', { include: '[role="dialog"]' });
    await dialog.getByLabel(/^아이디/).fill('newbie01');
    await dialog.getByRole('button', { name: '가입 신청' }).click();
    await dialog.getByText('비밀번호를 입력해 주세요.', { exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('memPass');
    expect(await requestsTo('/api/member/signup')).toHaveLength(0);

    await refusesInvisibleNicknames(page, dialog);

    // the server says the id is in use (U116): the id field carries it, no confirmation
    await setScenario('/api/member/signup', 'U116', 1);
    await fillSignup(dialog);
    await eventuallyInvalid(dialog.getByLabel(/^아이디/));
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // sent again (the scenario was for one call): accepted
    await fillSignup(dialog);
    const accepted = page.getByRole('alertdialog', { name: '회원가입 신청 완료' });
    await accepted.getByText('회원가입 신청이 정상적으로 접수되었습니다.').waitFor();
    await expectAccessible(page, 'signup accepted, desktop');
    await accepted.getByRole('button', { name: '확인' }).click();
    const complete = page.getByRole('dialog', { name: '관리자 승인 대기' });
    await complete.getByText('관리자 승인 후 로그인하실 수 있습니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'signup complete, desktop');
    await complete.getByRole('button', { name: '로그인 화면으로' }).click();
    await page
      .getByRole('dialog', { name: '로그인' })
      .getByLabel(/^아이디/)
      .waitFor();
    const sent = await requestsTo('/api/member/signup');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
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
      memLevel: 1,
      partSendYn: 'N',
      memStatus: 0,
      nationCode: '82',
      siteId: 'winner',
    });
  });
});

describe('mobile pages (390×844)', () => {
  it("/join with the site's default recommender (field hidden, that one sent); invisible characters refused in the nickname: confirmation → complete notice → /login; there LX02 shows with a new captcha, then the login goes to the mobile main with the member shown", async () => {
    await setScenario('/api/etc/siteOption', 'defaultRecommender');
    const { context, page } = await openClockedPage(browser(), MOBILE);
    await page.goto('/join');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // the site has a default recommender: no field for one, and that one is sent
    expect(await main.getByLabel('추천인 아이디').count()).toBe(0);
    const filled = { recommender: false, phone: '01023456789', bank: '신한은행', account: '1002003004005' };
    await refusesInvisibleNicknames(page, main, filled);
    await fillSignup(main, filled);
    await page.getByRole('alertdialog', { name: '회원가입 신청 완료' }).getByRole('button', { name: '확인' }).click();
    await page.getByRole('dialog', { name: '관리자 승인 대기' }).getByRole('button', { name: '로그인 화면으로' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await main.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    const [signup] = await requestsTo('/api/member/signup');
    expect(signup?.body).toMatchObject({ recommenderId: 'head01' });

    // on /login: LX02, its message and a new captcha
    await setScenario('/api/member/login', 'LX02', 1);
    const before = await readCaptcha(main);
    await submitLogin(main, { captcha: before });
    await main.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호를 확인해 주세요.' }).waitFor();
    expect(await readCaptcha(main)).not.toBe(before);
    await expectAccessible(page, 'login page with a failed login, mobile');

    // then the login: the mobile main with the member, nothing wider than the screen
    await submitLogin(main);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await tokenCookie(context)).toBe(TOKEN);
    await page.getByRole('banner').getByText('1,250,000원').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
