// The attendance check (/attendendance) without the browser, on 2026-11-24 at noon in Seoul (the day
// the contract's examples describe): this month asked with the exact body; each refusal of
// /api/member/attendanceCheck (T999, E002) as its own message, today left unmarked, the exact body
// each time; then the check-in (its body, no read of the month after it: its answer is the month's,
// the balance read again) and the month before asked with its body. The browser keeps the month, the
// figures and the rule, one refusal (E002) with axe, one check-in however often it is tapped, the
// month before in the address and the phone in Vietnamese (tests/e2e/attendance.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttendanceScreen } from '@/features/mypage/attendance/AttendanceScreen';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen } from './support/render';
import { BalanceRead } from './support/balance-read';

const READ = '/api/member/attendance';
const CHECK = '/api/member/attendanceCheck';
const NOON = new Date('2026-11-24T12:00:00+09:00');

// Only Date is faked (and keeps running from noon): the client's and the test's timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const checkedDays = () =>
  Array.from(document.querySelectorAll('td[data-checked="true"]')).map((cell) => Number(cell.getAttribute('data-day')));

describe('attendance', () => {
  it('this month asked; T999 and E002 each their own message, today left unmarked, the exact body each time; then the check-in and the month before', async () => {
    const view = await renderScreen(
      <>
        <AttendanceScreen />
        <BalanceRead />
      </>,
      { path: '/attendendance', member: true },
    );
    const table = await screen.findByRole('table', { name: '2026년 11월 출석 달력' }, { timeout: 10_000 });
    within(table).getByRole('cell', { name: '11월 24일 화요일, 오늘' });
    expect((await requestsTo(READ)).at(-1)?.body).toEqual({ siteId: 'winner', month: '2026-11' });
    for (const [code, message] of [
      ['T999', '이미 처리되었거나 중복된 거래입니다.'],
      ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
    ] as const) {
      await setScenario(CHECK, code, 1);
      await clearRequests();
      await view.user.click(screen.getByRole('button', { name: '오늘 출석체크' }));
      await waitFor(() => expect(screen.queryByRole('alert')?.textContent, code).toContain(message), { timeout: 10_000 });
      expect(checkedDays(), code).not.toContain(24);
      // the check can be tried again
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '오늘 출석체크' }).disabled, code).toBe(false);
      expect(
        (await requestsTo(CHECK)).map((r) => r.body),
        code,
      ).toEqual([{ siteId: 'winner' }]);
    }

    await clearRequests();
    await view.user.click(screen.getByRole('button', { name: '오늘 출석체크' }));
    await screen.findByText('출석체크가 완료되었습니다. 6,000P가 적립되었습니다.', {}, { timeout: 10_000 });
    expect((await requestsTo(CHECK)).map((r) => r.body)).toEqual([{ siteId: 'winner' }]);
    expect(checkedDays()).toContain(24);
    await expect.poll(async () => (await requestsTo('/api/member/balance')).length).toBeGreaterThan(0);
    // no read after the check: its answer became the month's read
    expect(await requestsTo(READ)).toHaveLength(0);

    await setFault(READ, { body: { code: '0', data: { month: '2026-10', checkedDays: [1, 2], consecutiveDays: 0, checkedToday: false } } });
    await view.user.click(screen.getByRole('button', { name: '이전 달' }));
    await screen.findByRole('table', { name: '2026년 10월 출석 달력' }, { timeout: 10_000 });
    expect((await requestsTo(READ)).at(-1)?.body).toEqual({ siteId: 'winner', month: '2026-10' });
  });
});
