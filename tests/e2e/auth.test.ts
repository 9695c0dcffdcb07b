// Login and signup in Chromium against the mock: the desktop dialogs at 1440×900 and the
// mobile pages at 390×844. Written as flows (README, "The suite's budget"): each test is one page a
// person carries on in — on desktop the login dialog's focus and switching, then the signup's first
// empty field and its success, ending in the login dialog: its captcha redraws, a wrong captcha is
// refused, then the login goes through; on the phone the signup ending on the login page with one
// refused login (LX02) and logging in. Each refusal's own message, the signup's checks, the site's
// default recommender, what is sent (nothing for a wrong captcha or an empty signup) and the exact
// bodies, the login's other answers (B0093, TE99, ABZ01, E001, E002), the login in English (the
// desktop dialog's names, an unreadable answer's English message): the screen tier
// (tests/screen/auth.test.tsx); the server faults in Chromium: faults.test.ts.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { openClockedPage, openLoginDialog, readCaptcha, submitLogin, TOKEN, tokenCookie, useAuthSuite } from './support/auth';

const browser = useAuthSuite();

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

async function fillSignup(scope: Locator) {
  await scope.getByLabel(/^아이디/).fill('newbie01');
  await scope
    .getByLabel(/^비밀번호/)
    .first()
    .fill('pass1234!');
  await scope.getByLabel('비밀번호 확인').fill('pass1234!');
  await scope.getByLabel('환전 비밀번호').fill('1234');
  await scope.getByLabel('닉네임').fill('새내기');
  await scope.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await scope.getByLabel('추천인 아이디').fill('partner01');
  await scope.getByLabel('은행').selectOption({ label: '국민은행' });
  await scope.getByLabel('예금주').fill('홍길동');
  await scope.getByLabel('계좌번호').fill('12345678901234');
  await scope.getByRole('checkbox', { name: '만 18세 이상입니다.' }).check();
  await scope.getByRole('checkbox', { name: '이용약관에 동의합니다.' }).check();
  await scope.getByRole('button', { name: '가입 신청' }).click();
}

describe('login and signup (desktop dialogs)', () => {
  it('the login dialog opens focused on the id, switches to signup and back, closes with focus back on the header button; the signup from the header: an empty submit focuses the first empty field, filled in it is accepted (confirmation, the awaiting-approval notice) and leads to the login dialog, where the captcha redraws, a wrong captcha shows its message, then the login goes through', async () => {
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

    // the signup from the header: empty, the id's message and focus on the id
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    await signup.getByLabel('비밀번호 확인').waitFor();
    await signup.getByRole('button', { name: '가입 신청' }).click();
    await signup.getByText('아이디를 입력해 주세요.', { exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('memId');
    await expectAccessible(page, 'signup dialog with a field error, desktop', { include: '[role="dialog"]' });

    // filled in: accepted, the notice, then the login dialog
    await fillSignup(signup);
    const accepted = page.getByRole('alertdialog', { name: '회원가입 신청 완료' });
    await accepted.getByText('회원가입 신청이 정상적으로 접수되었습니다.').waitFor();
    await expectAccessible(page, 'signup accepted, desktop');
    await accepted.getByRole('button', { name: '확인' }).click();
    const complete = page.getByRole('dialog', { name: '관리자 승인 대기' });
    await complete.getByText('관리자 승인 후 로그인하실 수 있습니다.', { exact: false }).waitFor();
    await expectAccessible(page, 'signup complete, desktop');
    await complete.getByRole('button', { name: '로그인 화면으로' }).click();
    dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.getByLabel(/^아이디/).waitFor();

    // the refresh button draws a new captcha
    const first = await readCaptcha(dialog);
    await dialog.getByRole('button', { name: '새로고침' }).click();
    expect(await readCaptcha(dialog)).not.toBe(first);

    // a wrong captcha: the anti-automation message, no session
    const shown = await readCaptcha(dialog);
    await submitLogin(dialog, { captcha: shown === '1111' ? '2222' : '1111' });
    await dialog.getByText('자동입력 방지 문자를 정확히 입력해 주세요.').waitFor();
    await expectAccessible(page, 'login dialog with a field error, desktop', { include: '[role="dialog"]' });
    expect(await tokenCookie(context)).toBeUndefined();

    // the same dialog: the header shows the nickname and both balances, the token cookie is set,
    // the dialog closes
    await submitLogin(dialog);
    const header = page.getByRole('banner');
    await header.getByText('행운의별 님').waitFor();
    await header.getByText('1,250,000원').waitFor();
    await header.getByText('35,200 P').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await tokenCookie(context)).toBe(TOKEN);
  });
});

describe('mobile pages (390×844)', () => {
  it('/join: confirmation → complete notice → /login; there LX02 shows, then the login goes to the mobile main with the member shown', async () => {
    const { context, page } = await openClockedPage(browser(), MOBILE);
    await page.goto('/join');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await fillSignup(main);
    await page.getByRole('alertdialog', { name: '회원가입 신청 완료' }).getByRole('button', { name: '확인' }).click();
    await page.getByRole('dialog', { name: '관리자 승인 대기' }).getByRole('button', { name: '로그인 화면으로' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await main.getByRole('heading', { level: 1, name: '로그인' }).waitFor();

    // on /login: LX02 above the form
    await setScenario('/api/member/login', 'LX02', 1);
    await submitLogin(main);
    await main.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호를 확인해 주세요.' }).waitFor();
    await expectAccessible(page, 'login page with a failed login, mobile');

    // then the login: the mobile main with the member, nothing wider than the screen
    await submitLogin(main);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await tokenCookie(context)).toBe(TOKEN);
    await page.getByRole('banner').getByText('1,250,000원').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
