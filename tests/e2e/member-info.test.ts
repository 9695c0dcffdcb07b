// Member info (/mypage/info, mobile /info) and the mobile my page (/myinfo) against the mock: every
// field of the member view (phone and account masked), loading and error with a retry; the password
// change: refused before sending (too short, no digit, mismatch, both empty), confirmed, one request
// with the exact body, the form emptied; LX02 under the current password and E002 above the form with
// what was typed kept; English once; axe on each state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { landing, navigateInApp, useShellSuite } from './support/shell';

const open = useShellSuite();
const SHOTS = process.env.MEMBER_SHOTS;

async function openInfo(viewport: typeof DESKTOP | typeof MOBILE, path: string, language?: string): Promise<Page> {
  const { page, problems } = await open(viewport, { member: true, ...(language ? { language } : {}) });
  await page.goto(path);
  expect(await landing(page, path)).toBeNull();
  expect(problems).toEqual([]);
  return page;
}

const details = (page: Page) => page.getByRole('region', { name: '내 정보' });
const passwordForm = (page: Page) => page.getByRole('form', { name: '비밀번호 변경' });
const current = (page: Page) => passwordForm(page).getByLabel('현재 비밀번호');
const fresh = (page: Page) => passwordForm(page).getByLabel('새 비밀번호');
const again = (page: Page) => passwordForm(page).getByLabel('비밀번호 확인');

async function fillPasswords(page: Page, memPassNew = 'newpass99', memPassCheck = memPassNew) {
  await current(page).fill('pass1234');
  await fresh(page).fill(memPassNew);
  await again(page).fill(memPassCheck);
}

const submit = (page: Page) => passwordForm(page).getByRole('button', { name: '비밀번호 변경' }).click();

for (const [layout, viewport, path] of [
  ['desktop', DESKTOP, '/mypage/info'],
  ['mobile', MOBILE, '/info'],
] as const) {
  describe(`member info (${layout})`, () => {
    it('shows every field of the member, the phone and the account masked', async () => {
      const page = await openInfo(viewport, path);
      await page.getByRole('heading', { level: 1, name: '회원정보 수정' }).waitFor();
      const shown = details(page);
      for (const [label, value] of [
        ['아이디', 'tester01'],
        ['닉네임', '행운의별'],
        ['예금주', '홍길동'],
        ['휴대폰 번호', '010-****-5678'],
        ['은행', '국민은행'],
        ['계좌번호', '**********1234'],
        ['추천인', 'partner01'],
        ['가입일', '2026'],
        ['회원 등급', 'Lv.3'],
        ['회원 구분', '일반 회원'],
        ['환전 비밀번호', '설정됨'],
        ['보유머니', '1,250,000원'],
        ['게임머니', '0원'],
        ['포인트', '35,200 P'],
      ] as const) {
        await shown.locator('dt', { hasText: label }).first().waitFor();
        await shown.locator('dd', { hasText: value }).first().waitFor();
      }
      expect(await page.getByText('010-1234-5678').count()).toBe(0);
      expect(await page.getByText('12345678901234').count()).toBe(0);
      await expectAccessible(page, `member info, ${layout}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-info-${layout}.png`, fullPage: true });
      if (SHOTS && layout === 'desktop') {
        await page.setViewportSize({ width: 601, height: 900 });
        await page.screenshot({ path: `${SHOTS}/member-info-601.png`, fullPage: true });
      }
    });

    it('changes the password: confirmed, one request with the exact body, success and the form emptied', async () => {
      const page = await openInfo(viewport, path);
      await fillPasswords(page);
      await clearRequests();
      await submit(page);
      const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
      await confirm.getByText('비밀번호를 변경하시겠습니까?', { exact: false }).waitFor();
      await expectAccessible(page, `password change confirmation, ${layout}`, { include: '[role="dialog"]' });
      const ok = confirm.getByRole('button', { name: '확인' });
      await ok.evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await page.getByText('비밀번호가 변경되었습니다.', { exact: false }).waitFor();
      const sent = await requestsTo('/api/member/update');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual({ memPass: 'pass1234', memPassNew: 'newpass99', memPassCheck: 'newpass99', siteId: 'winner' });
      expect(await current(page).inputValue()).toBe('');
      expect(await fresh(page).inputValue()).toBe('');
      expect(await again(page).inputValue()).toBe('');
      await expectAccessible(page, `password changed, ${layout}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-info-${layout}-changed.png`, fullPage: true });
    });

    it('refuses before sending: too short, no digit, mismatch, both empty', async () => {
      const page = await openInfo(viewport, path);
      const form = passwordForm(page);
      const rule = '새 비밀번호는 영문과 숫자를 함께 사용해 6~20자로 입력해 주세요.';
      await fillPasswords(page, 'abc12');
      await submit(page);
      await form.getByText(rule).waitFor();
      await fillPasswords(page, 'abcdefg');
      await submit(page);
      await form.getByText(rule).waitFor();
      await fillPasswords(page, 'newpass99', 'newpass98');
      await submit(page);
      await form.getByText('비밀번호가 일치하지 않습니다. 다시 확인해 주세요.').waitFor();
      await fillPasswords(page, '', '');
      await submit(page);
      await form.getByText('새 비밀번호를 입력해 주세요.').waitFor();
      await form.getByText('비밀번호를 한 번 더 입력해 주세요.').waitFor();
      expect(await form.getByText('비밀번호가 일치하지 않습니다. 다시 확인해 주세요.').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await requestsTo('/api/member/update')).toHaveLength(0);
      await expectAccessible(page, `password change refused, ${layout}`);
    });

    for (const [code, message, underCurrent] of [
      ['LX02', '아이디 또는 비밀번호를 확인해 주세요.', true],
      ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', false],
    ] as const) {
      it(`${code}: shows "${message}" ${underCurrent ? 'under the current password' : 'above the form'} and keeps what was typed`, async () => {
        const page = await openInfo(viewport, path);
        await setScenario('/api/member/update', code, 1);
        await fillPasswords(page);
        await submit(page);
        await page.getByRole('dialog', { name: '확인해 주세요' }).getByRole('button', { name: '확인' }).click();
        const shown = underCurrent
          ? passwordForm(page).locator('.MuiFormHelperText-root', { hasText: message })
          : passwordForm(page).getByRole('alert').filter({ hasText: message });
        await shown.waitFor();
        if (underCurrent) expect(await current(page).getAttribute('aria-invalid')).toBe('true');
        expect(await current(page).inputValue()).toBe('pass1234');
        expect(await fresh(page).inputValue()).toBe('newpass99');
        expect(await again(page).inputValue()).toBe('newpass99');
        expect(await requestsTo('/api/member/update')).toHaveLength(1);
        await expectAccessible(page, `password change ${code}, ${layout}`);
        if (SHOTS && code === 'LX02') await page.screenshot({ path: `${SHOTS}/member-info-${layout}-${code}.png`, fullPage: true });
      });
    }
  });
}

describe('member info: other states', () => {
  it('a failed read shows its own message with a retry, which reads again', async () => {
    const page = await openInfo(DESKTOP, '/');
    await setScenario('/api/member/info', 'E001', 1);
    await navigateInApp(page, '/mypage/info');
    const error = page.getByRole('alert').filter({ hasText: '처리 중 오류가 발생했습니다. 다시 시도해 주세요.' });
    await error.waitFor();
    await expectAccessible(page, 'member info read failed');
    await error.getByRole('button', { name: '다시 시도' }).click();
    await details(page).getByText('010-****-5678').waitFor();
  });

  it('in English', async () => {
    const page = await openInfo(DESKTOP, '/mypage/info', 'en');
    await page.getByRole('heading', { level: 1, name: 'Edit my info' }).waitFor();
    const shown = page.getByRole('region', { name: 'My details' });
    await shown.locator('dt', { hasText: 'Account number' }).waitFor();
    await shown.getByText('**********1234').waitFor();
    await shown.getByText('Cash balance').waitFor();
    await page.getByRole('form', { name: 'Change password' }).getByLabel('Current password').waitFor();
    await expectAccessible(page, 'member info, English');
  });

  it('mobile my page (/myinfo): the summary and a link to every my-page screen', async () => {
    const page = await openInfo(MOBILE, '/myinfo');
    await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
    await page.getByRole('heading', { name: '행운의별 님' }).waitFor();
    await page.getByText('Lv.3').waitFor();
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    const names = await menu.getByRole('link').allInnerTexts();
    expect(names).toEqual(['회원정보 수정', '베팅내역', '윈루즈', '충전 신청', '환전 신청', '포인트', '쿠폰', '쪽지함', '출석 체크']);
    await expectAccessible(page, 'my page, mobile');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-page-mobile.png`, fullPage: true });
    await menu.getByRole('link', { name: '회원정보 수정' }).click();
    expect(await landing(page, '/info')).toBeNull();
  });
});
