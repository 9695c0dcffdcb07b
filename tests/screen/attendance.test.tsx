// The attendance check (/attendendance) without the browser, on 2026-11-24 at noon in Seoul (the day
// the contract's examples describe): each refusal of /api/member/attendanceCheck (T999, E002) as its
// own message, today left unmarked, the exact body each time. The browser keeps the month, the
// figures and the rule, one refusal (E002) with axe, one check-in however often it is tapped, the
// month before and the phone in Vietnamese (tests/e2e/attendance.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttendanceScreen } from '@/features/mypage/attendance/AttendanceScreen';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

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
  it('T999 and E002 each their own message, today left unmarked, the exact body each time', async () => {
    const view = await renderScreen(<AttendanceScreen />, { path: '/attendendance', member: true });
    const table = await screen.findByRole('table', { name: '2026년 11월 출석 달력' }, { timeout: 10_000 });
    within(table).getByRole('cell', { name: '11월 24일 화요일, 오늘' });
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
  });
});
