// The points screens in the browser, one page per layout. Desktop, moving inside the app: the summary
// figures on /mypage/point/use and the conversion to cash (confirmation with axe, one request for ten
// clicks, the box emptied, axe); /mypage/point/change's two kinds of refusal (above the form, under
// the amount) with axe; /mypage/point/list's paging through the pager and the address; its empty
// state and the summary's error state, each with axe. Mobile /pointMain: the
// summary, the conversion and the list together, nothing overflowing, one conversion. The default
// state's axe is the route walk's (tests/e2e/routes*.test.ts).
//
// The exact bodies (the conversion, the list's today and pages), the points, balance and list read
// again, the checks before sending, each refusal's own message (P009, NT99, P003) with the typed
// amount kept, the rows' kinds in words, the empty list's words and figures, the summary's error and
// English are the screen tier's (tests/screen/points.test.tsx, README "Tests"): they do not need a
// browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { clearRequests, expectSentOnce, setScenario } from './support/mock';
import { landing, navigateInApp, openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { tenClicks } from './support/taps';
import { acceptConfirmation, confirmation } from './support/confirm';

const open = useShellSuite();
const LIST = '/api/point/list';
const CHANGE = '/api/point/change';

const summary = (page: Page) => page.getByRole('region', { name: '포인트 현황' });
const pointsBox = (page: Page) => page.getByRole('textbox', { name: '전환할 포인트' });

async function convert(page: Page, typed: string) {
  await pointsBox(page).fill(typed);
  await page.getByRole('button', { name: '포인트 전환' }).click();
}

/** Another points screen inside the running app (no reload). */
async function go(page: Page, path: string) {
  await navigateInApp(page, path);
  expect(await landing(page, path)).toBeNull();
}

describe('points', () => {
  it('desktop: the five figures and the conversion (confirm, one request for ten clicks); refusals above the form (P009) and under the amount (P003); the list paged through the pager and the address; empty; the summary failing', async () => {
    const page = await openScreen(open, DESKTOP, '/mypage/point/use');
    const figures = summary(page);
    await figures.getByText('35,200P', { exact: true }).waitFor();
    for (const [term, value] of [
      ['이번 달 적립', '12,000P'],
      ['지난달 적립', '31,000P'],
      ['총 적립', '85,200P'],
      ['총 사용', '50,000P'],
    ] as const) {
      await figures.getByText(term, { exact: true }).waitFor();
      await figures.getByText(value, { exact: true }).waitFor();
    }
    await page.getByText('보유 포인트 35,200P · 1,000P부터 전환할 수 있습니다.').waitFor();
    await shot(page, 'points-use-desktop');

    await pointsBox(page).fill('12000');
    expect(await pointsBox(page).inputValue()).toBe('12,000');
    await clearRequests();
    await page.getByRole('button', { name: '포인트 전환' }).click();
    const confirm = confirmation(page);
    await confirm.getByText('12,000P를 캐시 12,000원으로 전환할까요?', { exact: false }).waitFor();
    await expectAccessible(page, 'points conversion confirmation, desktop', {
      include: '[role="dialog"]',
    });
    await tenClicks(confirm.getByRole('button', { name: '확인' }));
    await page.getByText('12,000P를 캐시 12,000원으로 전환했습니다.', { exact: false }).waitFor();
    // racing clicks: only the browser's own clicks can show that ten of them send one request
    await expectSentOnce(CHANGE);
    expect(await pointsBox(page).inputValue()).toBe('');
    await expectAccessible(page, 'points converted, desktop');
    await shot(page, 'points-use-desktop-done');

    // The conversion screen: its two kinds of refusal and their axe checks.
    await go(page, '/mypage/point/change');
    await page.getByText('보유 포인트 35,200P · 1,000P부터 전환할 수 있습니다.').waitFor();
    for (const [code, message, underField] of [
      ['P009', '현재 포인트 전환을 이용할 수 없습니다.', false],
      ['P003', '전환 금액을 입력해 주세요.', true],
    ] as const) {
      await setScenario(CHANGE, code, 1);
      await convert(page, '5000');
      await acceptConfirmation(page);
      const form = page.getByRole('form', { name: '포인트 전환' });
      const shown = underField
        ? form.locator('.MuiFormHelperText-root', { hasText: message })
        : form.getByRole('alert').filter({ hasText: message });
      await shown.waitFor();
      expect(await pointsBox(page).inputValue(), code).toBe('5,000');
      await expectAccessible(page, `points change ${code}, desktop`);
      if (code === 'P009') await shot(page, 'points-change-desktop-P009');
    }

    // The list: page 3 through the pager, in the address. (The shared list's address kept over a
    // reload: tests/e2e/cash-history.test.ts; this list's page read from its address:
    // tests/screen/points.test.tsx.)
    await go(page, '/mypage/point/list');
    const table = page.getByRole('table', { name: '포인트 내역' });
    await table.getByRole('row').nth(10).waitFor();
    await table.getByRole('row').nth(1).getByText('충전 포인트').waitFor();
    await shot(page, 'points-list-desktop');
    await setScenario(LIST, 'page3');
    const pager = page.getByRole('navigation', { name: '페이지 이동' });
    await pager.getByRole('button', { name: '3 페이지로' }).click();
    await page.waitForURL(/[?&]page=3/);
    await page.getByRole('button', { name: '3 페이지 (현재)' }).waitFor();
    await expect.poll(async () => table.getByRole('row').count()).toBe(4);

    // Another period with nothing in it: said so.
    await setScenario(LIST, 'empty');
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '7일' }).click();
    await page.getByText('이 기간에 적립하거나 사용한 포인트가 없습니다.').waitFor();
    await expectAccessible(page, 'points list empty, desktop');

    // The summary not read: its message instead of the conversion.
    // (a fresh load: the summary read at the start)
    await setScenario(LIST, 'E002');
    await page.goto('/mypage/point/use');
    await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').first().waitFor();
    expect(await pointsBox(page).count()).toBe(0);
    await expectAccessible(page, 'points unavailable (E002), desktop');
  });

  it('mobile /pointMain: the summary, the conversion and the list together; one conversion', async () => {
    const page = await openScreen(open, MOBILE, '/pointMain');
    await summary(page).getByText('35,200P', { exact: true }).waitFor();
    await pointsBox(page).waitFor();
    await page.getByRole('heading', { name: '포인트 적립·사용 내역' }).waitFor();
    await page.getByText('충전 포인트').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'points-mobile');
    await convert(page, '1000');
    await acceptConfirmation(page);
    await page.getByText('1,000P를 캐시 1,000원으로 전환했습니다.', { exact: false }).waitFor();
    expect(await pointsBox(page).inputValue()).toBe('');
  });
});
