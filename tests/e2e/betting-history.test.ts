// The betting history (/mypage/betting/list, mobile /bet) and win/loss (/mypage/winlose, mobile
// /winlose) in Chromium against the mock: every result label and the exact list body, paging
// through the pager and the address, the group / vendor / older-records filters, the detail of a
// multi-folder bet (and its own error), empty, errors with retry, win/loss totals by day, mobile
// cards, English and Vietnamese; axe on each state.
//
// Written as flows (README, "The suite's budget"): the list is paged, filtered, found empty and
// failing one step after another in the same page; the detail fails, is retried and then read; the
// win/loss screen the same way.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearScenarios, lastBody, setScenario } from './support/mock';
import { landing, show, useShellSuite } from './support/shell';
import { daysBefore, seoulToday } from './support/dates';

const open = useShellSuite();
const LIST = '/api/bet/betlist';
const DETAIL = '/api/bet/detail';
const WINLOSE = '/api/member/winlose';
const BETS = '/mypage/betting/list';

const bets = (page: Page, name = '베팅 목록') => page.getByRole('table', { name });

describe('betting history (desktop)', () => {
  it('page 1 of today (every result label, the exact body); paging with a reload; the group, vendor and older-records filters and the 7-day preset; empty; each error (E002, TE99) with retry', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, BETS);
    const rows = bets(page).getByRole('row');
    await rows.nth(10).waitFor();
    expect(await rows.count()).toBe(11); // header + 10
    const first = rows.nth(1);
    await first.getByText('100,000원').waitFor();
    await first.getByText('195,000원').waitFor();
    await first.getByText('라이브카지노').waitFor(); // the group's name, not its code
    await rows.nth(3).getByText('스포츠 · 다폴더 (3폴더)').waitFor();
    for (const label of ['적중', '미적중', '적특', '대기', '진행중', '취소'])
      expect(await bets(page).getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    const today = seoulToday();
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today, oldYn: 'N' });
    const pager = page.getByRole('navigation', { name: '페이지 이동' });
    await pager.getByRole('button', { name: '3 페이지로' }).waitFor();
    await expectAccessible(page, 'betting history with rows, desktop');
    expect(problems).toEqual([]);

    // Page 2 through the pager, in the address, kept on reload: its own bets (no scenario: the mock answers the page asked).
    await pager.getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL(/[?&]page=2/);
    await bets(page).getByText('2026. 11. 21.', { exact: false }).first().waitFor();
    expect((await lastBody(LIST))?.page).toBe(2);
    await page.reload();
    expect(await landing(page, BETS)).toBeNull();
    await page.getByRole('button', { name: '2 페이지 (현재)' }).waitFor();
    expect((await lastBody(LIST))?.page).toBe(2);
    await expectAccessible(page, 'betting history page 2, desktop');

    // From page 2: the group, then the vendor, then older records, each in the address and the body, back to page 1.
    await bets(page).getByRole('row').nth(3).waitFor();
    await page.getByRole('combobox', { name: '게임 분류' }).click();
    await page.getByRole('option', { name: '라이브카지노' }).click();
    await page.waitForURL(/[?&]group=casino/);
    expect(page.url()).not.toContain('page=');
    await expect.poll(async () => (await lastBody(LIST))?.groupKey).toBe('casino');
    expect((await lastBody(LIST))?.page).toBe(1);
    expect((await lastBody(LIST))?.vendorCode).toBeUndefined();
    // the vendor list holds the chosen group's vendors only
    await page.getByRole('combobox', { name: '게임사' }).click();
    expect(await page.getByRole('option', { name: '프라그마틱 슬롯' }).count()).toBe(0);
    await page.getByRole('option', { name: '에볼루션' }).click();
    await page.waitForURL(/[?&]vendor=1/);
    await expect.poll(async () => (await lastBody(LIST))?.vendorCode).toBe('1');
    const older = page.getByRole('checkbox', { name: '이전 기록 보기' });
    await older.click();
    await page.waitForURL(/[?&]old=Y/);
    await expect.poll(() => older.isChecked()).toBe(true);
    await expect.poll(async () => (await lastBody(LIST))?.oldYn).toBe('Y');
    expect(await lastBody(LIST)).toMatchObject({ groupKey: 'casino', vendorCode: '1', page: 1 });
    // an older bet whose state the site does not know reads as cancelled
    await bets(page).getByRole('row').filter({ hasText: '10,000원' }).getByText('취소', { exact: true }).waitFor();
    await expectAccessible(page, 'betting history filtered, older records, desktop');
    // the 7-day preset keeps the filters
    const presets = page.getByRole('group', { name: '기간 빠른 선택' });
    await presets.getByRole('button', { name: '7일' }).click();
    await expect.poll(async () => (await lastBody(LIST))?.startDate).toBe(daysBefore(today, 6));
    expect(await lastBody(LIST)).toMatchObject({ groupKey: 'casino', vendorCode: '1', oldYn: 'Y', endDate: today });

    // A period with no bets: says so, no pager.
    await setScenario(LIST, 'empty');
    await presets.getByRole('button', { name: '30일' }).click();
    await page.getByText('이 기간에 베팅 내역이 없습니다.').waitFor();
    expect(await pager.count()).toBe(0);
    await expectAccessible(page, 'betting history empty, desktop');

    // A list that fails (recent records again): each error its own message, each retry asks again.
    await setScenario(LIST, 'E002');
    await older.click();
    await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'betting history error, desktop');
    await setScenario(LIST, 'TE99');
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByText('연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.').waitFor();
    await clearScenarios();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await bets(page).getByRole('row').nth(10).waitFor();
  });

  it('the detail of a bet: a failure says why and retries inside the dialog; then each selection of the multi-folder bet with market, pick, odds, score and its own result; a pending bet; another bet answers its own selections', async () => {
    const { page } = await open(DESKTOP, { member: true });
    await show(page, BETS);
    // The first try fails.
    await setScenario(DETAIL, 'NT99');
    await bets(page).getByRole('button', { name: '베팅 90213 상세 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '베팅 상세 (90213)' });
    await dialog.getByText('통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'bet detail error, desktop', { include: '[role="dialog"]' });
    await clearScenarios();
    await dialog.getByRole('button', { name: '다시 시도' }).click();

    // The retry reads it.
    const folders = dialog.getByRole('table', { name: '선택 내역' });
    await folders.getByRole('row').nth(3).waitFor();
    expect(await folders.getByRole('row').count()).toBe(4);
    const firstFolder = folders.getByRole('row').nth(1);
    for (const text of ['Arsenal vs Chelsea', '1X2', 'Arsenal', '2.00', '2:1', '적중'])
      await firstFolder.getByText(text, { exact: true }).waitFor();
    await dialog.getByText('5.92').waitFor();
    await dialog.getByText('177,600원').waitFor();
    expect(await lastBody(DETAIL)).toEqual({ siteId: 'winner', betIdx: 90213, oldYn: 'N' });
    await expectAccessible(page, 'bet detail, desktop', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });

    // a bet still waiting: one folder won, one waiting, one cancelled
    await setScenario(DETAIL, 'pending');
    await bets(page).getByRole('button', { name: '베팅 90240 상세 보기' }).click();
    const pending = page.getByRole('dialog', { name: '베팅 상세 (90240)' });
    const pendingRows = pending.getByRole('table', { name: '선택 내역' }).getByRole('row');
    await pendingRows.nth(2).getByText('대기', { exact: true }).waitFor();
    await pendingRows.nth(1).getByText('적중', { exact: true }).waitFor();
    await pendingRows.nth(3).getByText('취소', { exact: true }).waitFor();
    await pending.getByRole('button', { name: '닫기' }).click();
    await pending.waitFor({ state: 'detached' });

    // With no scenario, a bet's detail is that bet's: 90237 is one blackjack hand, still waiting.
    await clearScenarios();
    await bets(page).getByRole('button', { name: '베팅 90237 상세 보기' }).click();
    const own = page.getByRole('dialog', { name: '베팅 상세 (90237)' });
    const ownRows = own.getByRole('table', { name: '선택 내역' }).getByRole('row');
    await ownRows.nth(1).getByText('블랙잭 A #37', { exact: true }).waitFor();
    expect(await ownRows.count()).toBe(2);
    await ownRows.nth(1).getByText('대기', { exact: true }).waitFor();
    expect(await lastBody(DETAIL)).toEqual({ siteId: 'winner', betIdx: 90237, oldYn: 'N' });
  });

  it('in English: the result labels and headers; vendors and games named in English', async () => {
    const { page } = await open(DESKTOP, { member: true, language: 'en' });
    await show(page, BETS);
    const list = bets(page, 'Bets');
    await list.getByRole('row').nth(10).waitFor();
    await list.getByRole('columnheader', { name: 'Stake' }).waitFor();
    for (const label of ['Won', 'Lost', 'Void (tie)', 'Pending', 'Open', 'Cancelled'])
      expect(await list.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    await list.getByText('Live casino').first().waitFor();
    // vendors and games in the member's language, as every other list names them: by the vendor's
    // code and the game's names, or by the code one of whose names the server wrote (에볼루션)
    await list.getByText('Evolution · Baccarat Table 3', { exact: true }).waitFor();
    expect(await list.getByText(/에볼루션/).count()).toBe(0);
    await expectAccessible(page, 'betting history, desktop, English');
  });
});

describe('betting history (mobile /bet)', () => {
  it('one card per bet with its label; the detail opens full screen with one block per selection of that bet', async () => {
    const { page, problems } = await open(MOBILE, { member: true });
    await show(page, '/bet');
    const cards = page.getByRole('list', { name: '베팅 목록' }).getByRole('listitem');
    await cards.nth(9).waitFor();
    expect(await cards.count()).toBe(10);
    await cards.nth(0).getByText('195,000원').waitFor();
    await cards.nth(1).getByText('미적중', { exact: true }).waitFor();
    await expectAccessible(page, 'betting history cards, mobile');
    await cards.nth(0).getByRole('button', { name: '베팅 90240 상세 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '베팅 상세 (90240)' });
    // the bet of the card that was tapped: one baccarat round
    const selections = dialog.getByRole('list', { name: '선택 내역' }).getByRole('listitem');
    await selections.nth(0).getByText('바카라 3번 테이블 #40', { exact: true }).waitFor();
    expect(await selections.count()).toBe(1);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.window);
    await expectAccessible(page, 'bet detail, mobile', { include: '[role="dialog"]' });
    expect(problems).toEqual([]);
  });
});

describe('win/loss', () => {
  it('desktop: the period totals (bet, win, win−lose) and one line per day, the exact body; the 30-day preset asks again; an empty period; E001 and NT99 each with its own message and a retry', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/mypage/winlose');
    const totals = page.getByRole('definition').filter({ hasText: '585,000원' });
    await totals.waitFor();
    await page.getByRole('definition').filter({ hasText: '590,000원' }).waitFor();
    await page.getByRole('definition').filter({ hasText: '+5,000원' }).waitFor();
    const days = page.getByRole('table', { name: '일별 윈루즈' }).getByRole('row');
    await days.nth(2).waitFor();
    expect(await days.count()).toBe(3);
    await days.nth(1).getByText('-55,000원').waitFor();
    const today = seoulToday();
    expect(await lastBody(WINLOSE)).toEqual({ siteId: 'winner', startDate: today, endDate: today });
    await expectAccessible(page, 'win/loss, desktop');
    const presets = page.getByRole('group', { name: '기간 빠른 선택' });
    await presets.getByRole('button', { name: '30일' }).click();
    await page.waitForURL(new RegExp(`from=${daysBefore(today, 29)}&to=${today}`));
    await expect.poll(async () => (await lastBody(WINLOSE))?.startDate).toBe(daysBefore(today, 29));
    expect(problems).toEqual([]);

    // A period with nothing in it.
    await setScenario(WINLOSE, 'empty');
    await presets.getByRole('button', { name: '7일' }).click();
    await page.getByText('이 기간에 베팅이나 입출금 내역이 없습니다.').waitFor();
    await expectAccessible(page, 'win/loss empty, desktop');

    // The same period read again fails: its message, then a retry that reads it.
    await setScenario(WINLOSE, 'E001');
    await page.reload();
    await page.getByText('처리 중 오류가 발생했습니다. 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'win/loss error, desktop');
    // The retry meets a communication delay (NT99): its own words, and a further retry reads it.
    await setScenario(WINLOSE, 'NT99', 1);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByText('통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.').waitFor();
    await clearScenarios();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('table', { name: '일별 윈루즈' }).waitFor();
  });

  it('mobile /winlose in Vietnamese: totals and day cards', async () => {
    const { page } = await open(MOBILE, { member: true, language: 'vi' });
    await show(page, '/winlose');
    await page.getByRole('heading', { name: 'Thắng/thua', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Thắng/thua theo ngày' }).getByRole('listitem').nth(1).waitFor();
    await page.getByRole('definition').filter({ hasText: '585.000' }).first().waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.window);
    await expectAccessible(page, 'win/loss, mobile, Vietnamese');
  });
});
