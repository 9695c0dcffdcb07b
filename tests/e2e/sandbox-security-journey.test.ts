// Account security against the sandbox, in the browser: two-step verification and the
// sessions are the sandbox's, kept in its state.
// - Desktop: two-step turned on from the security screen (the key read from the screen, the code
//   computed here with otplib by the real time, tests/support/totp-codes.ts), the recovery codes shown once; after a log
//   out the login asks for the code, a wrong one is refused in its words, the right one logs in;
//   a recovery code turns it off again.
// - Phone (the lighter path): the enrolment fits the width; the device list is this device only (one
//   device at a time, docs/rules.md#sessions); the same ID logging in on a desktop logs the phone out
//   by push (LOGOUT TK999) and its guest page says the ID was logged in elsewhere.
// Each member carries on in one page (links followed inside the app).
// The server's side (enrolment, LX10 / LX11, a code used once, recovery codes, ending the other
// sessions by LOGOUT push) is asserted without a browser in tests/sandbox/safety.test.ts ("two-step
// verification (TOTP)", "active sessions").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLogin } from './support/auth';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { totpCodes } from '../support/totp-codes';
import { go, signIn, SEEDED_PASSWORD, useSandboxJourney } from './support/sandbox';
import { shot } from './support/shots';

const journey = useSandboxJourney();

const twoStep = (page: Page) => page.getByRole('region', { name: '2단계 인증' });

/** From "turn on" to the set-up step; returns the key the screen shows, as the app takes it. */
async function startEnrolment(page: Page): Promise<string> {
  const section = twoStep(page);
  await section.getByText('사용 안 함').waitFor();
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  const setup = section.getByRole('region', { name: '인증 앱 설정' });
  await setup.getByRole('img', { name: '인증 앱에 이 계정을 추가하는 QR 코드' }).waitFor();
  const key = await setup.getByRole('textbox', { name: '직접 입력할 키' }).inputValue();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return key.replace(/ /g, '');
}

describe('two-step verification', () => {
  it('desktop: turned on with a code from the key shown; the recovery codes once; the login asks for the code, refuses a wrong one, takes the right one; a recovery code turns it off', async () => {
    const { context, page } = await journey().open(DESKTOP);
    await signIn(page, 'tester01', '테스터');
    await go(page, '/mypage/security');
    // the authenticator app's codes: by the real time, each step once (tests/support/totp-codes.ts)
    const appCode = totpCodes(await startEnrolment(page));
    const setup = twoStep(page).getByRole('region', { name: '인증 앱 설정' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('인증 앱 설정');
    await expectAccessible(page, 'two-step set-up');
    await shot(page, 'security-totp-setup-desktop');

    await setup.getByRole('textbox', { name: /인증 앱의 6자리 코드/ }).fill(await appCode());
    await setup.getByRole('button', { name: '확인하고 켜기' }).click();
    const codes = twoStep(page).getByRole('region', { name: '복구 코드를 저장해 주세요' });
    const items = codes.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(8);
    const recoveryCode = (await items.first().textContent()) ?? '';
    await expectAccessible(page, 'the recovery codes');
    await shot(page, 'security-totp-codes-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), codes.getByRole('button', { name: '.txt로 내려받기' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    await codes.getByRole('button', { name: '저장했습니다' }).click();
    await twoStep(page).getByText('2단계 인증이 켜졌습니다.', { exact: false }).waitFor();
    await twoStep(page).getByText('남은 복구 코드: 8개').waitFor();
    expect(await twoStep(page).getByRole('list', { name: '복구 코드' }).count()).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await submitLogin(dialog, { memId: 'tester01', memPass: SEEDED_PASSWORD });
    const code = dialog.getByRole('textbox', { name: /^2단계 인증 코드/ });
    await code.waitFor();
    const right = await appCode();
    await code.fill(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await dialog.getByText('2단계 인증 코드가 올바르지 않습니다.').waitFor();
    await code.fill(right);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('banner').getByText('테스터 님').waitFor();

    // turned off again with one of the recovery codes
    await go(page, '/mypage/security');
    await twoStep(page).getByText('사용 중').waitFor();
    await twoStep(page).getByRole('button', { name: '2단계 인증 끄기' }).click();
    await twoStep(page)
      .getByRole('textbox', { name: /2단계 인증 코드/ })
      .fill(recoveryCode);
    await twoStep(page).getByRole('button', { name: '2단계 인증 끄기' }).click();
    await twoStep(page).getByText('2단계 인증이 꺼졌습니다.').waitFor();
    await twoStep(page).getByText('사용 안 함').waitFor();
    await context.close();
  }, 120_000);
});

describe('sessions', () => {
  it('phone: the set-up fits the width; the device list is this device only; a login elsewhere logs this phone out, telling it why', async () => {
    const { context, page } = await journey().open(MOBILE);
    await page.goto('/login');
    await submitLogin(page.getByRole('main'), { memId: 'tester02', memPass: SEEDED_PASSWORD });
    await page.waitForURL((url) => url.pathname === '/');

    await go(page, '/security');
    await startEnrolment(page);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'security-totp-setup-mobile');
    await twoStep(page).getByRole('button', { name: '취소' }).click();
    await twoStep(page).getByRole('button', { name: '2단계 인증 켜기' }).waitFor();
    // one device at a time (docs/rules.md#sessions): this one, and nothing to log out elsewhere
    await page.getByText('이 기기에서만 로그인되어 있습니다.').waitFor();
    expect(await page.getByRole('list').filter({ hasText: '이 기기' }).getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('button', { name: '다른 모든 기기 로그아웃' }).count()).toBe(0);

    // the same ID logs in on a desktop: the phone is logged out by push and told why
    const other = await journey().open(DESKTOP);
    await signIn(other.page, 'tester02', 'JohnnyK');
    await page.getByRole('status').filter({ hasText: '다른 곳에서 같은 아이디로 로그인되어 이 기기에서 로그아웃되었습니다.' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await go(other.page, '/mypage/security');
    await other.page.getByText('이 기기에서만 로그인되어 있습니다.').waitFor();
    await other.context.close();
    await context.close();
  }, 120_000);
});
