// The attendance screen against the mock, as flows: desktop /attendendance (this month's calendar
// and figures, the reward rule and the next streak reward (that default state's axe: the route walk);
// a refusal (E002) with axe; then one check-in however often it is tapped, the calendar marking today
// from the answer and the points it gave; the month before through the arrow, in the address); mobile
// /attendance in Vietnamese (its main path and axe). The page's clock is fixed at 2026-11-24 12:00 in
// Seoul, the day the contract's examples describe. The exact bodies (each month asked, the check-in),
// no month read after the check-in, the balance read again and each refusal's own message (T999,
// E002): tests/screen/attendance.test.tsx. E2E_SHOTS=<dir> writes screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, expectSentOnce, setFault, setScenario } from './support/mock';
import { openScreen, useShellSuite } from './support/shell';
import { SHOTS } from './support/shots';

const open = useShellSuite();
const READ = '/api/member/attendance';
const CHECK = '/api/member/attendanceCheck';
const NOW = new Date('2026-11-24T12:00:00+09:00');

const openAttendance = (viewport: typeof DESKTOP | typeof MOBILE, path: string, language?: string): Promise<Page> =>
  openScreen(open, viewport, path, { language, prepare: (page) => page.clock.setFixedTime(NOW) });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const checkedDays = (page: Page) =>
  page.locator('td[data-checked="true"]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-day'))));

describe('attendance', () => {
  it('/attendendance: the month, the figures and the rule; a refusal (E002) leaves today unmarked; one check-in for ten clicks marks today', async () => {
    const page = await openAttendance(DESKTOP, '/attendendance');
    const table = page.getByRole('table', { name: '2026년 11월 출석 달력' });
    await table.waitFor();
    expect(await checkedDays(page)).toEqual([3, 4, 5, 9, 12, 18, 19, 20, 21, 22, 23]);
    await table.getByRole('cell', { name: '11월 24일 화요일, 오늘' }).waitFor();
    await table.getByRole('cell', { name: '11월 23일 월요일, 출석 완료' }).waitFor();
    const summary = page.getByRole('region', { name: '이번 달 출석 현황' });
    await summary.getByText('11일', { exact: true }).waitFor();
    await summary.getByText('6일', { exact: true }).waitFor();
    await summary.getByText('아직 안 함').waitFor();
    const rules = page.getByRole('region', { name: '출석 보상' });
    await rules.getByText('출석할 때마다 1,000P 적립').waitFor();
    await rules.getByText('7일 연속 출석 시 5,000P 추가 적립').waitFor();
    await rules.getByText('1일 더 연속 출석하면 7일 연속 보상 5,000P를 받습니다.').waitFor();
    await shot(page, 'attendance-desktop');

    const button = page.getByRole('button', { name: '오늘 출석체크' });
    await setScenario(CHECK, 'E002', 1);
    await button.click();
    await page.getByRole('alert').filter({ hasText: '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.' }).waitFor();
    expect(await checkedDays(page)).not.toContain(24);
    await expectAccessible(page, 'attendance check refused (E002), desktop');

    await clearRequests();
    await button.evaluate((element: HTMLButtonElement) => {
      for (let i = 0; i < 10; i += 1) element.click();
    });
    await page.getByText('출석체크가 완료되었습니다. 6,000P가 적립되었습니다.').waitFor();
    // racing clicks: only the browser's own clicks can show that ten of them send one request
    await expectSentOnce(CHECK);
    expect(await checkedDays(page)).toContain(24);
    expect(await page.getByRole('button', { name: '오늘 출석 완료' }).isDisabled()).toBe(true);
    await summary.getByText('12일', { exact: true }).waitFor();
    await summary.getByText('7일', { exact: true }).waitFor();
    await rules.getByText('8일 더 연속 출석하면 15일 연속 보상 15,000P를 받습니다.').waitFor();
    await shot(page, 'attendance-desktop-done');

    await setFault(READ, { body: { code: '0', data: { month: '2026-10', checkedDays: [1, 2], consecutiveDays: 0, checkedToday: false } } });
    await page.getByRole('button', { name: '이전 달' }).click();
    await page.waitForURL(/[?&]month=2026-10/);
    await page.getByRole('table', { name: '2026년 10월 출석 달력' }).waitFor();
    await expect.poll(() => checkedDays(page)).toEqual([1, 2]);
    expect(await page.getByRole('button', { name: /출석체크|출석 완료/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '다음 달' }).isDisabled()).toBe(false);
  });

  it('/attendance on mobile, in Vietnamese: the calendar, check in, nothing overflowing', async () => {
    const page = await openAttendance(MOBILE, '/attendance', 'vi');
    await page.getByRole('heading', { name: 'Điểm danh', level: 1 }).waitFor();
    await page.getByRole('table', { name: /Lịch điểm danh/ }).waitFor();
    await page.getByText('11 ngày', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, 'attendance, mobile (vi)');
    await shot(page, 'attendance-mobile-vi');
    await page.getByRole('button', { name: 'Điểm danh hôm nay' }).click();
    await page.getByText('Bạn đã điểm danh hôm nay và nhận được 6.000 điểm.').waitFor();
    await shot(page, 'attendance-mobile-vi-done');
  });
});
