// Login and signup in Chromium against the mock: the desktop dialogs at 1440×900 and the
// mobile pages at 390×844.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { MOBILE } from './support/browser';
import { requestsTo, setScenario } from './support/mock';
import { loginDesktop, openClockedPage, openLoginDialog, readCaptcha, submitLogin, TOKEN, tokenCookie, useAuthSuite } from './support/auth';

const browser = useAuthSuite();

describe('login (desktop dialog)', () => {
  it('logs in: the header shows the nickname and both balances, the token cookie is set, the dialog closes', async () => {
    const { context, page } = await openClockedPage(browser());
    await loginDesktop(page);
    const header = page.getByRole('banner');
    await header.getByText('1,250,000원').waitFor();
    await header.getByText('35,200 P').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await tokenCookie(context)).toBe(TOKEN);
    const [sent] = await requestsTo('/api/member/login');
    expect(sent?.body).toEqual({ memId: 'tester01', memPass: 'pass1234', siteId: 'winner' });
  });

  for (const [example, message] of [
    ['U001', '이 사이트에서 로그인할 수 없는 계정입니다. 고객센터에 문의해 주세요.'],
    ['LX02', '아이디 또는 비밀번호를 확인해 주세요.'],
    ['noMember', '로그인 정보가 올바르지 않습니다. 다시 확인해 주세요.'],
  ] as const) {
    it(`${example}: shows "${message}" and a new captcha; no session`, async () => {
      await setScenario('/api/member/login', example, 1);
      const { context, page } = await openClockedPage(browser());
      await page.goto('/');
      const dialog = await openLoginDialog(page);
      const before = await readCaptcha(dialog);
      await submitLogin(dialog, { captcha: before });
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await readCaptcha(dialog)).not.toBe(before);
      expect(await readCaptcha(dialog)).toMatch(/^[1-5]{4}$/);
      expect(await dialog.getByRole('textbox', { name: '자동입력 방지 문자' }).inputValue()).toBe('');
      expect(await dialog.getByLabel(/^아이디/).inputValue()).toBe('tester01');
      expect(await tokenCookie(context)).toBeUndefined();
      expect(await requestsTo('/api/member/login')).toHaveLength(1);
    });
  }

  it('a wrong captcha shows the anti-automation message and sends no request', async () => {
    const { page } = await openClockedPage(browser());
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    const shown = await readCaptcha(dialog);
    await submitLogin(dialog, { captcha: shown === '1111' ? '2222' : '1111' });
    await dialog.getByText('자동입력 방지 문자를 정확히 입력해 주세요.').waitFor();
    await expectAccessible(page, 'login dialog with a field error, desktop', { include: '[role="dialog"]' });
    await page.waitForTimeout(300);
    expect(await requestsTo('/api/member/login')).toHaveLength(0);
  });

  it('the refresh button draws a new captcha', async () => {
    const { page } = await openClockedPage(browser());
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    const before = await readCaptcha(dialog);
    await dialog.getByRole('button', { name: '새로고침' }).click();
    expect(await readCaptcha(dialog)).not.toBe(before);
  });

  it('switches to signup and back in one labelled dialog; closing returns focus to the header button', async () => {
    const { page } = await openClockedPage(browser());
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('memId');
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
  });
});

describe('signup (desktop dialog)', () => {
  async function openSignup(page: import('playwright-core').Page) {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    const dialog = page.getByRole('dialog', { name: '회원가입' });
    await dialog.getByLabel('비밀번호 확인').waitFor();
    return dialog;
  }

  it("an empty submit shows the first empty field's message and focuses it", async () => {
    const { page } = await openClockedPage(browser());
    const dialog = await openSignup(page);
    await dialog.getByRole('button', { name: '가입 신청' }).click();
    await dialog.getByText('아이디를 입력해 주세요.', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('memId');
    await expectAccessible(page, 'signup dialog with a field error, desktop', { include: '[role="dialog"]' });
    await dialog.getByLabel(/^아이디/).fill('newbie01');
    await dialog.getByRole('button', { name: '가입 신청' }).click();
    await dialog.getByText('비밀번호를 입력해 주세요.', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('memPass');
    expect(await requestsTo('/api/member/signup')).toHaveLength(0);
  });

  async function fillSignup(dialog: import('playwright-core').Locator, recommender = true) {
    await dialog.getByLabel(/^아이디/).fill('newbie01');
    await dialog
      .getByLabel(/^비밀번호/)
      .first()
      .fill('pass1234!');
    await dialog.getByLabel('비밀번호 확인').fill('pass1234!');
    await dialog.getByLabel('환전 비밀번호').fill('1234');
    await dialog.getByLabel('닉네임').fill('새내기');
    await dialog.getByLabel('휴대폰 번호').fill('010-2345-6789');
    if (recommender) await dialog.getByLabel('추천인 아이디').fill('partner01');
    await dialog.getByLabel('은행').selectOption({ label: '국민은행' });
    await dialog.getByLabel('예금주').fill('홍길동');
    await dialog.getByLabel('계좌번호').fill('12345678901234');
    await dialog.getByRole('button', { name: '가입 신청' }).click();
  }

  it('success: a confirmation, then the signup-complete notice (awaiting approval), then the login dialog', async () => {
    const { page } = await openClockedPage(browser());
    const dialog = await openSignup(page);
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
    const [sent] = await requestsTo('/api/member/signup');
    expect(sent?.body).toMatchObject({
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

  it('a server field error (U116, id in use) shows on the id field', async () => {
    await setScenario('/api/member/signup', 'U116', 1);
    const { page } = await openClockedPage(browser());
    const dialog = await openSignup(page);
    await fillSignup(dialog);
    const memId = dialog.getByLabel(/^아이디/);
    await eventuallyInvalid(memId);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('hides the recommender when the site has a default one, and sends that one', async () => {
    await setScenario('/api/etc/siteOption', 'defaultRecommender');
    const { page } = await openClockedPage(browser());
    const dialog = await openSignup(page);
    expect(await dialog.getByLabel('추천인 아이디').count()).toBe(0);
    await fillSignup(dialog, false);
    await page.getByRole('alertdialog', { name: '회원가입 신청 완료' }).waitFor();
    const [sent] = await requestsTo('/api/member/signup');
    expect(sent?.body).toMatchObject({ recommenderId: 'head01' });
  });
});

async function eventuallyInvalid(field: import('playwright-core').Locator): Promise<void> {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
  const describedBy = await field.getAttribute('aria-describedby');
  const help = describedBy ? await field.page().locator(`[id="${describedBy}"]`).textContent() : '';
  expect(help).toBe('이미 사용 중인 아이디입니다.');
}

describe('mobile pages (390×844)', () => {
  it('/login logs in and goes to the mobile main with the member shown', async () => {
    const { context, page } = await openClockedPage(browser(), MOBILE);
    await page.goto('/login');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    await submitLogin(main);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await tokenCookie(context)).toBe(TOKEN);
    await page.getByRole('banner').getByText('1,250,000원').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });

  it('/login shows LX02 with a new captcha', async () => {
    await setScenario('/api/member/login', 'LX02', 1);
    const { page } = await openClockedPage(browser(), MOBILE);
    await page.goto('/login');
    const main = page.getByRole('main');
    const before = await readCaptcha(main);
    await submitLogin(main, { captcha: before });
    await main.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호를 확인해 주세요.' }).waitFor();
    expect(await readCaptcha(main)).not.toBe(before);
    await expectAccessible(page, 'login page with a failed login, mobile');
  });

  it('/join: success → confirmation → complete notice → /login', async () => {
    const { page } = await openClockedPage(browser(), MOBILE);
    await page.goto('/join');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await main.getByLabel(/^아이디/).fill('newbie01');
    await main
      .getByLabel(/^비밀번호/)
      .first()
      .fill('pass1234!');
    await main.getByLabel('비밀번호 확인').fill('pass1234!');
    await main.getByLabel('환전 비밀번호').fill('1234');
    await main.getByLabel('닉네임').fill('새내기');
    await main.getByLabel('휴대폰 번호').fill('01023456789');
    await main.getByLabel('추천인 아이디').fill('partner01');
    await main.getByLabel('은행').selectOption({ label: '신한은행' });
    await main.getByLabel('예금주').fill('홍길동');
    await main.getByLabel('계좌번호').fill('1002003004005');
    await main.getByRole('button', { name: '가입 신청' }).click();
    await page.getByRole('alertdialog', { name: '회원가입 신청 완료' }).getByRole('button', { name: '확인' }).click();
    await page.getByRole('dialog', { name: '관리자 승인 대기' }).getByRole('button', { name: '로그인 화면으로' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('main').getByRole('heading', { level: 1, name: '로그인' }).waitFor();
  });
});

describe('in English', () => {
  it('the login dialog and its controls are named in English', async () => {
    const { page } = await openClockedPage(browser(), undefined, 'en');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign up' }).waitFor();
    const image = (await page.getByRole('dialog').getByRole('img').first().getAttribute('aria-label')) ?? '';
    expect(image).not.toMatch(/[가-힣]/);
  });
});
