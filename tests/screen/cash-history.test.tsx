// The withdrawal history (/mypage/exchange/list) without the browser: a rejected request shows the
// operator's reason beside its state (the contract's rejectReason), one without a reason and the
// requests still moving show none; in English too. The browser keeps the lists' paging, both layouts
// and axe (tests/e2e/cash-history.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CashHistoryScreen } from '@/features/mypage/history/CashHistoryScreen';
import { renderScreen } from './support/render';

const WAIT = { timeout: 10_000 };

/** The row of the list whose cells hold `text`. */
const rowWith = async (text: string) => (await screen.findByRole('cell', { name: text }, WAIT)).closest('tr') as HTMLElement;

describe('the withdrawal history', () => {
  it("a rejected withdrawal shows the operator's reason; the others none", async () => {
    await renderScreen(<CashHistoryScreen cashType="out" />, { path: '/mypage/exchange/list', member: true });
    await screen.findByRole('columnheader', { name: '반려 사유' }, WAIT);
    const rejected = await rowWith('계좌 정보 불일치');
    expect(within(rejected).getAllByText('취소').length).toBeGreaterThan(0);
    // the reason column: the two rejections the operator gave a reason for, '-' everywhere else
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const at = headers.indexOf('반려 사유');
    const reasons = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[at]?.textContent);
    expect(reasons.filter((r) => r !== '-')).toEqual(['계좌 정보 불일치', '롤링 조건 미충족']);
    expect(reasons.length).toBeGreaterThan(2);
  });

  it('in English: the header and the reason as the operator typed it', async () => {
    await renderScreen(<CashHistoryScreen cashType="out" />, { path: '/mypage/exchange/list', member: true, language: 'en' });
    await screen.findByRole('columnheader', { name: 'Rejection reason' }, WAIT);
    await rowWith('계좌 정보 불일치');
  });
});
