// Member info (/mypage/info, mobile /info) and the mobile my page (/myinfo) in the browser: every
// field of the member view (phone and account masked), the read's failure with a retry; the info edit
// saved (one request for ten submits with the exact body, its notice, the member read again: the
// details and the form follow the new phone); the password change confirmed (ten clicks, one request,
// the form emptied); one refusal per place it is shown, before sending and by the server, with axe.
//
// Each check before sending, each server code's own message (U106, U118, U103, LX02, E002) with what
// was typed kept and the body sent, and English are the screen tier's
// (tests/screen/member-info.test.tsx, README "Tests"). Mobile keeps the my page, the member view, both
// saves and the password change's two kinds of server error (under a field, above the form) with axe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { landing, navigateInApp, openScreen, useShellSuite } from './support/shell';
import { shot, SHOTS } from './support/shots';
import { tenClicks } from './support/taps';
import { acceptConfirmation, confirmation } from './support/confirm';

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

/** The member as /api/member/info answers it once the edit is saved: the new phone. */
const MEMBER_AFTER_EDIT = {
  code: '0',
  data: {
    member: {
      memId: 'tester01',
      memNick: '행운의별',
      memName: '홍길동',
      cashAmt: 1250000,
      pointAmt: 35200,
      gameMoney: 0,
      isPartnerMember: 'N',
      partnerType: 'NORMAL',
      memLevel: 3,
      memPhone: '010-9876-5432',
      bankName: '국민은행',
      bankacc: '12345678901234',
      recommenderId: 'partner01',
      joinDate: '2026-10-01 12:00:00',
      cashOutPassYn: 'Y',
    },
    msgInfo: { newMsg: 2 },
  },
};

/** The info edit saved: one request (ten submits) with the exact body, its notice, the member read again. */
async function infoSaved(page: Page, layout: string) {
  await phone(page).and(page.locator('[value="010-1234-5678"]')).waitFor();
  await fillInfo(page);
  const { violations } = await setFault('/api/member/info', { body: MEMBER_AFTER_EDIT, times: 1 });
  expect(violations).toEqual([]);
  await clearRequests();
  await infoForm(page).evaluate((form: HTMLFormElement) => {
    for (let i = 0; i < 10; i += 1) form.requestSubmit();
  });
  await page.getByText(INFO_SAVED).waitFor();
  const sent = await requestsTo('/api/member/update');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({
    memPhone: '010-9876-5432',
    memPhoneVendor: 'KT',
    cashOutPass: '0420',
    memPass: 'pass1234',
    siteId: 'winner',
  });
  // Read again after the edit: the details and the form show the phone the server now has.
  await details(page).getByText('010-****-5432').waitFor();
  const log = (await requestsTo('')).map((r) => r.path);
  expect(log.indexOf('/api/member/info')).toBeGreaterThan(log.indexOf('/api/member/update'));
  await phone(page).and(page.locator('[value="010-9876-5432"]')).waitFor();
  expect(await pin(page).inputValue()).toBe('');
  expect(await infoPassword(page).inputValue()).toBe('');
  await expectAccessible(page, `member info saved, ${layout}`);
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
  await expectAccessible(page, `member info, ${layout}`);
  await shot(page, `member-info-${layout}`);
}

/** The password change: confirmed, one request (ten clicks) with the exact body, success and the form emptied. */
async function passwordChanged(page: Page, layout: string) {
  await fillPasswords(page);
  await clearRequests();
  await submit(page);
  const confirm = confirmation(page);
  await confirm.getByText('비밀번호를 변경하시겠습니까?', { exact: false }).waitFor();
  await expectAccessible(page, `password change confirmation, ${layout}`, { include: '[role="dialog"]' });
  await tenClicks(confirm.getByRole('button', { name: '확인' }));
  await page.getByText('비밀번호가 변경되었습니다.', { exact: false }).waitFor();
  const sent = await requestsTo('/api/member/update');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ memPass: 'pass1234', memPassNew: 'newpass99', memPassCheck: 'newpass99', siteId: 'winner' });
  expect(await current(page).inputValue()).toBe('');
  expect(await fresh(page).inputValue()).toBe('');
  expect(await again(page).inputValue()).toBe('');
  await expectAccessible(page, `password changed, ${layout}`);
  await shot(page, `member-info-${layout}-changed`);
}

/** The server refuses the change, one code after another in the same form: its own message, what was typed kept. */
async function refusedByTheServer(page: Page, layout: string) {
  for (const [code, message, underCurrent] of [
    ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', false],
    ['LX02', '아이디 또는 비밀번호를 확인해 주세요.', true],
  ] as const) {
    await setScenario('/api/member/update', code, 1);
    await clearRequests();
    await fillPasswords(page);
    await submit(page);
    await acceptConfirmation(page);
    const shown = underCurrent
      ? passwordForm(page).locator('.MuiFormHelperText-root', { hasText: message })
      : passwordForm(page).getByRole('alert').filter({ hasText: message });
    await shown.waitFor();
    if (underCurrent) expect(await current(page).getAttribute('aria-invalid')).toBe('true');
    expect(await current(page).inputValue(), code).toBe('pass1234');
    expect(await fresh(page).inputValue(), code).toBe('newpass99');
    expect(await again(page).inputValue(), code).toBe('newpass99');
    expect(await requestsTo('/api/member/update'), code).toHaveLength(1);
    await expectAccessible(page, `password change ${code}, ${layout}`);
    if (code === 'LX02') await shot(page, `member-info-${layout}-${code}`);
  }
}

describe('member info (desktop)', () => {
  it('a failed read shows its own message with a retry, which reads again: every field, the phone and the account masked; then the password change (confirmed, one request with the exact body, the form emptied)', async () => {
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
    await passwordChanged(page, 'desktop');
  });

  it('the password change refused before sending (both empty), then by the server: E002 above the form, LX02 under the current password, what was typed kept', async () => {
    // Every check before sending and each code's message and body are the screen tier's
    // (tests/screen/member-info.test.tsx); here the desktop form's error states and their axe checks.
    const page = await openScreen(open, DESKTOP, '/mypage/info');
    const form = passwordForm(page);
    await fillPasswords(page, '', '');
    await submit(page);
    await form.getByText('새 비밀번호를 입력해 주세요.').waitFor();
    await form.getByText('비밀번호를 한 번 더 입력해 주세요.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await requestsTo('/api/member/update')).toHaveLength(0);
    await expectAccessible(page, 'password change refused, desktop');

    await refusedByTheServer(page, 'desktop');
  });

  it('the info edit: refused before sending (no phone, a 3-digit PIN, no current password); saved (one request with the exact body, its notice, the member read again); then U118 under the phone and E002 above the form, what was typed kept', async () => {
    const page = await openScreen(open, DESKTOP, '/mypage/info');
    const form = infoForm(page);
    await phone(page).and(page.locator('[value="010-1234-5678"]')).waitFor();
    await phone(page).fill('');
    await pin(page).fill('042');
    await saveInfo(page);
    await form.getByText('휴대폰 번호를 입력해 주세요.').waitFor();
    await form.getByText('환전 비밀번호는 숫자 4자리로 입력해 주세요.').waitFor();
    await form.getByText('현재 비밀번호를 입력해 주세요.').waitFor();
    expect(await phone(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await requestsTo('/api/member/update')).toHaveLength(0);
    await expectAccessible(page, 'member info edit refused, desktop');
    await phone(page).fill('010-1234-5678');

    await infoSaved(page, 'desktop');

    // One refusal per place it is shown (under a field, above the form) with axe; every code's own
    // message is the screen tier's.
    for (const [code, message, field] of [
      ['U118', '이미 등록된 휴대폰 번호입니다.', phone],
      ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', null],
    ] as const) {
      await setScenario('/api/member/update', code, 1);
      await clearRequests();
      await fillInfo(page, { phone: '010-2222-3333', carrier: 'LG U+', pin: '1357' });
      await saveInfo(page);
      if (field) {
        await form.locator('.MuiFormHelperText-root', { hasText: message }).waitFor();
        expect(await field(page).getAttribute('aria-invalid'), code).toBe('true');
      } else await form.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await form.getByText(message).count(), code).toBe(1);
      expect(await phone(page).inputValue(), code).toBe('010-2222-3333');
      expect(await carrier(page).inputValue(), code).toBe('LGU');
      expect(await pin(page).inputValue(), code).toBe('1357');
      expect(await infoPassword(page).inputValue(), code).toBe('pass1234');
      expect(await requestsTo('/api/member/update'), code).toHaveLength(1);
      expect(await page.getByText(INFO_SAVED).count(), code).toBe(0);
      await expectAccessible(page, `member info edit ${code}, desktop`);
    }
  });
});

describe('member info (mobile)', () => {
  it('my page (/myinfo): the summary and a link to every my-page screen; its first link opens /info: every field, the password change, both new passwords empty refused before sending, E002 and LX02', async () => {
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
      '포인트',
      '쿠폰',
      '쪽지함',
      '출석 체크',
      '건전한 게임',
      '계정 보안',
      '월별 이용 내역',
    ]);
    await expectAccessible(page, 'my page, mobile');
    await shot(page, 'my-page-mobile');
    await menu.getByRole('link', { name: '회원정보 수정' }).click();
    expect(await landing(page, '/info')).toBeNull();

    await everyField(page, 'mobile');
    await infoSaved(page, 'mobile');
    await passwordChanged(page, 'mobile');
    // Refused before sending, as the mobile form shows it (every case is on desktop).
    await fillPasswords(page, '', '');
    await submit(page);
    await passwordForm(page).getByText('새 비밀번호를 입력해 주세요.').waitFor();
    await passwordForm(page).getByText('비밀번호를 한 번 더 입력해 주세요.').waitFor();
    expect(await requestsTo('/api/member/update')).toHaveLength(1); // the password change above, nothing more
    await expectAccessible(page, 'password change refused, mobile');
    await refusedByTheServer(page, 'mobile');
  });
});
