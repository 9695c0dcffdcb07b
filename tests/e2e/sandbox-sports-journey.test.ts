// A sports bet in the browser against the sandbox: a member with cash picks two fixtures
// on the combination board and places the slip (the stake leaves the header), the operator sets both
// results on the console page's Sports panel, and the win reaches the member: the header by push,
// the betting history row, the bet's detail (each selection won, with its score) and win/lose. After
// the file the ledger must equal the balances and every answer must have fit the contract. The member
// carries on in one page (links followed inside the app). The settlement itself (the combination paid
// stake × the exact product once its last folder is known, the fixture finished) is the server's,
// asserted without a browser in tests/sandbox/sports.test.ts ("settlement"). The bet's detail dialog
// is checked with axe in tests/e2e/betting-history.test.ts; the console's Sports panel here.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { closeLoginPopups, go, headerShows, openConsole, signIn, useSandboxJourney } from './support/sandbox';

const journey = useSandboxJourney();

interface MemberRow {
  memId: string;
  cash: number;
}

const cashOf = async (memId: string) => (await journey().member<MemberRow>(memId))?.cash ?? 0;

/** The console page's Sports panel sets a fixture's final score. */
async function setResult(consolePage: Page, fixtureId: string, home: number, away: number, settled: number) {
  await consolePage.getByRole('button', { name: `Result ${fixtureId}` }).click();
  const dialog = consolePage.getByRole('dialog', { name: /^Set the result of/ });
  await dialog.getByLabel('Home score').fill(String(home));
  await dialog.getByLabel('Away score').fill(String(away));
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await consolePage.getByText(`${fixtureId}: ${home}:${away} · ${settled} bets settled`).waitFor();
}

describe('a sports combination against the sandbox', () => {
  it('placed on the board, settled in the console: the win shows in the header, the history, the detail and win/lose', async () => {
    // prices stand still for the journey (the sandbox tests walk them)
    await journey().operator('POST', '/__sandbox/settings/sportOddsStepMs', { value: 0 });
    const { context, page } = await journey().open(DESKTOP);
    await signIn(page, 'tester01', '테스터');
    await closeLoginPopups(page);
    const before = await cashOf('tester01');
    await headerShows(page, before);

    await go(page, '/sport/combinationbetting');
    const board = page.getByRole('region', { name: '경기 목록' });
    await board.getByRole('heading', { name: '아스날 vs 첼시' }).waitFor({ timeout: 60_000 });
    const slip = page.getByRole('region', { name: '베팅 슬립' });
    await page.getByRole('button', { name: /^아스날 vs 첼시, 승무패, 홈승, 2\.12$/ }).click();
    await page.getByRole('button', { name: /^레알 마드리드 vs 바르셀로나, 승무패, 홈승, 2\.55$/ }).click();
    await slip.getByText('2폴더 총 배당').waitFor();
    await slip.getByText('5.41', { exact: true }).waitFor();
    await slip.getByRole('button', { name: '베팅금액에 10,000 더하기' }).click();
    // (the slip shows stake × the rounded combined odds; the sandbox pays stake × the exact product)
    await slip.getByText('54,100원').waitFor();
    await slip.getByRole('button', { name: '베팅하기', exact: true }).click();
    const accepted = slip.getByText(/베팅이 접수되었습니다\. 베팅번호 (\d+)/);
    await accepted.waitFor();
    const betIdx = Number(/베팅번호 (\d+)/.exec((await accepted.textContent()) ?? '')?.[1]);
    expect(betIdx).toBeGreaterThan(0);
    await headerShows(page, before - 10_000);

    // the operator settles both fixtures on the console page
    const consolePage = await openConsole(context, journey(), 'sports');
    await consolePage.getByRole('table', { name: 'Fixtures' }).waitFor({ timeout: 60_000 });
    await expectAccessible(consolePage, 'console sports panel');
    // each fixture settles the seeded open bet on it too (jihoon77's draw on f-8105, tester01's combination on f-8101)
    await setResult(consolePage, 'f-8105', 2, 1, 2);
    await setResult(consolePage, 'f-8101', 3, 1, 2);
    await consolePage.close();

    // the win (10,000 × 5.41, the combined odds the slip showed: 2.12 × 2.55 = 5.406 → 5.41) reaches the member
    await page.bringToFront();
    await headerShows(page, before - 10_000 + 54_100);

    await go(page, '/mypage/betting/list');
    const row = page.getByRole('table', { name: '베팅 목록' }).getByRole('row').nth(1);
    await row.getByText('스포츠 · 다폴더 (2폴더)').waitFor({ timeout: 60_000 });
    await row.getByText('10,000원').waitFor();
    await row.getByText('54,100원').waitFor();
    await row.getByText('적중', { exact: true }).waitFor();
    await row.getByRole('button', { name: `베팅 ${betIdx} 상세 보기` }).click();
    const detail = page.getByRole('dialog', { name: `베팅 상세 (${betIdx})` });
    const folders = detail.getByRole('table', { name: '선택 내역' });
    await folders.getByRole('row').nth(2).waitFor();
    for (const text of ['아스날 vs 첼시', '승무패', '아스날', '2.12', '3:1', '적중'])
      await folders.getByRole('row').nth(1).getByText(text, { exact: true }).waitFor();
    for (const text of ['레알 마드리드 vs 바르셀로나', '2.55', '2:1'])
      await folders.getByRole('row').nth(2).getByText(text, { exact: true }).waitFor();
    await detail.getByText('54,100원').first().waitFor();
    await detail.getByRole('button', { name: '닫기' }).click();

    await go(page, '/mypage/winlose');
    await page.getByRole('definition').filter({ hasText: '54,100원' }).first().waitFor({ timeout: 60_000 });
    await page.getByRole('table', { name: '일별 윈루즈' }).getByText('54,100원').first().waitFor();
  }, 180_000);
});
