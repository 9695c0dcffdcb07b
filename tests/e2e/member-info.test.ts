// Member info (/mypage/info, mobile /info) and the mobile my page (/myinfo) in the browser: every
// field of the member view (phone and account masked), the read's failure with a retry; the info edit
// saved (one request for ten submits, its notice, the details following the new phone); the password
// change confirmed (one request for ten clicks); on desktop the info edit's refusal once per place
// it is shown (before sending under its fields, E002 above the form) with axe. Written as flows
// (README, "The suite's budget"): one page per layout; axe once per state the route walk
// (tests/e2e/routes-*.test.ts) does not reach.
//
// Each check before sending (the password change's too), each server code's own message (U106, U118,
// U103, LX02, E002, the password change's E002 and LX02) with what was typed kept, the exact bodies
// (refused and saved), the member read again after the save, the forms emptied and English are the
// screen tier's (tests/screen/member-info.test.tsx, README "Tests"). Mobile keeps the my page and
// its links, the member view, both saves and the password change.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, expectSentOnce, setFault, setScenario } from './support/mock';
import { landing, navigateInApp, openScreen, useShellSuite } from './support/shell';
import { shot, SHOTS } from './support/shots';
import { tenClicks } from './support/taps';
import { confirmation } from './support/confirm';
import { MEMBER_AFTER_EDIT } from '../support/member-after-edit';

const open = useShellSuite();

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

const infoForm = (page: Page) => page.getByRole('form', { name: '회원정보 수정' });
const phone = (page: Page) => infoForm(page).getByLabel('휴대폰 번호');
const carrier = (page: Page) => infoForm(page).getByLabel('통신사');
const pin = (page: Page) => infoForm(page).getByLabel('새 환전 비밀번호');
const infoPassword = (page: Page) => infoForm(page).getByLabel('현재 비밀번호');
const saveInfo = (page: Page) => infoForm(page).getByRole('button', { name: '정보 수정' }).click();
const INFO_SAVED = '회원정보가 수정되었습니다.';

async function fillInfo(page: Page, values: { phone?: string; carrier?: string; pin?: string; password?: string } = {}) {
  await phone(page).fill(values.phone ?? '010-9876-5432');
  await carrier(page).selectOption({ label: values.carrier ?? 'KT' });
  await pin(page).fill(values.pin ?? '0420');
  await infoPassword(page).fill(values.password ?? 'pass1234');
}

/**
 * The info edit saved: ten submits racing, one request; its notice; the member read again (the
 * details show the phone the server now has).
 */
async function infoSaved(page: Page, layout: string) {
  await fillInfo(page);
  const { violations } = await setFault('/api/member/info', { body: MEMBER_AFTER_EDIT, times: 1 });
  expect(violations).toEqual([]);
  await clearRequests();
  await infoForm(page).evaluate((form: HTMLFormElement) => {
    for (let i = 0; i < 10; i += 1) form.requestSubmit();
  });
  await page.getByText(INFO_SAVED).waitFor();
  await details(page).getByText('010-****-5432').waitFor();
  await expectSentOnce('/api/member/update');
  if (layout === 'desktop') await expectAccessible(page, 'member info saved, desktop');
  await shot(page, `member-info-${layout}-saved`);
}

/** The member view: every field, the phone and the account masked. */
async function everyField(page: Page, layout: string) {
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
  await shot(page, `member-info-${layout}`);
}

/** The password change: confirmed, ten clicks racing on the confirmation, one request; its notice. */
async function passwordChanged(page: Page, layout: string) {
  await fillPasswords(page);
  await clearRequests();
  await submit(page);
  const confirm = confirmation(page);
  await confirm.getByText('비밀번호를 변경하시겠습니까?', { exact: false }).waitFor();
  if (layout === 'desktop') await expectAccessible(page, 'password change confirmation, desktop', { include: '[role="dialog"]' });
  await tenClicks(confirm.getByRole('button', { name: '확인' }));
  await page.getByText('비밀번호가 변경되었습니다.', { exact: false }).waitFor();
  await expectSentOnce('/api/member/update');
  await shot(page, `member-info-${layout}-changed`);
}

const E002 = '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.';

describe('member info (desktop)', () => {
  it('a failed read shows its own message with a retry, which reads again: every field, the phone and the account masked; the info edit refused before sending (the phone focused), then E002 above the form, then saved; the password changed after its confirmation', async () => {
    const page = await openScreen(open, DESKTOP, '/');
    // The shell has read the member (the header shows the member's unread count: the start's own
    // read is answered, as it may still be on its way when the page shows); the screen's read fails once.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^안 읽은 쪽지 \d+개$/ })
      .waitFor();
    await setScenario('/api/member/info', 'E001', 1);
    await navigateInApp(page, '/mypage/info');
    const error = page.getByRole('alert').filter({ hasText: '처리 중 오류가 발생했습니다. 다시 시도해 주세요.' });
    await error.waitFor();
    await expectAccessible(page, 'member info read failed');
    await error.getByRole('button', { name: '다시 시도' }).click();
    await details(page).getByText('010-****-5678').waitFor();

    await everyField(page, 'desktop');
    if (SHOTS) {
      await page.setViewportSize({ width: 601, height: 900 });
      await shot(page, 'member-info-601');
      await page.setViewportSize(DESKTOP);
    }

    // refused before sending, under the fields, the focus on the first
    const form = infoForm(page);
    await phone(page).and(page.locator('[value="010-1234-5678"]')).waitFor();
    await phone(page).fill('');
    await pin(page).fill('042');
    await saveInfo(page);
    await form.getByText('휴대폰 번호를 입력해 주세요.').waitFor();
    await form.getByText('환전 비밀번호는 숫자 4자리로 입력해 주세요.').waitFor();
    await form.getByText('현재 비밀번호를 입력해 주세요.').waitFor();
    expect(await phone(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page, 'member info edit refused, desktop');

    // refused by the server, above the form (under a field, and every code's own message: the screen tier)
    await setScenario('/api/member/update', 'E002', 1);
    await fillInfo(page, { phone: '010-2222-3333', carrier: 'LG U+', pin: '1357' });
    await saveInfo(page);
    await form.getByRole('alert').filter({ hasText: E002 }).waitFor();
    await expectAccessible(page, 'member info edit E002, desktop');

    await infoSaved(page, 'desktop');
    await passwordChanged(page, 'desktop');
  });
});

describe('member info (mobile)', () => {
  it('my page (/myinfo): the summary and a link to every my-page screen; its first link opens /info: every field, the info edit saved, the password changed', async () => {
    const page = await openScreen(open, MOBILE, '/myinfo');
    await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
    await page.getByRole('heading', { name: '행운의별 님' }).waitFor();
    await page.getByText('Lv.3').waitFor();
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    const names = await menu.getByRole('link').allInnerTexts();
    expect(names).toEqual([
      '회원정보 수정',
      '베팅내역',
      '윈루즈',
      '충전 신청',
      '환전 신청',
      '머니 내역',
      '포인트',
      '쿠폰',
      '쪽지함',
      '출석 체크',
      '건전한 게임',
      '계정 보안',
      '월별 이용 내역',
    ]);
    await shot(page, 'my-page-mobile');
    await menu.getByRole('link', { name: '회원정보 수정' }).click();
    expect(await landing(page, '/info')).toBeNull();

    await everyField(page, 'mobile');
    await phone(page).and(page.locator('[value="010-1234-5678"]')).waitFor();
    await infoSaved(page, 'mobile');
    await passwordChanged(page, 'mobile');
  });
});
