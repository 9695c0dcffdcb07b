// A game against the sandbox in the browser: a member launches a slot from the lobby;
// its gameurl is the sandbox's game window at /__sandbox/play/<token> on the site's own origin (the
// preview server forwards the path to the sandbox), which /slot/game offers in its own window (the
// CSP frames only the vendors' https origins); a round is played there; the window closes, the
// watcher (its 10 s ticks on the page's clock, moved on) finds the game over, the money merge brings
// the game money back to cash and the header shows the balance the game window showed: on the desktop,
// then on the phone layout in the same page, loaded again at its width (the layout is chosen when the
// app starts; the phone's login screen is the login tests'). The money itself is the server's,
// asserted without a browser in tests/sandbox/games.test.ts (a round through the betting core, game
// money merged back to cash) and tests/sandbox/game-window.test.ts. After the file the ledger equals
// the balances and every answer fitted the contract (support/sandbox.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openLoginDialog, submitLogin } from './support/auth';
import { DESKTOP, MOBILE } from './support/browser';
import { go, SEEDED_PASSWORD, useSandboxJourney, won } from './support/sandbox';
import { runClock } from './support/clock';

const journey = useSandboxJourney();

interface MemberRow {
  memId: string;
  cash: number;
}

/** Plays one round of the sandbox slot in its window and closes it; answers the balance it showed. */
async function playOneRound(context: BrowserContext, page: Page, openWindow: () => Promise<void>): Promise<number> {
  const [popup] = await Promise.all([context.waitForEvent('page'), openWindow()]);
  await popup.getByRole('heading', { name: '게이트 오브 올림푸스' }).waitFor();
  await popup.getByLabel('베팅 금액').selectOption('10000');
  await popup.getByRole('button', { name: '스핀' }).click();
  await popup.getByRole('status').getByText('라운드', { exact: false }).waitFor();
  const shown = Number((await popup.locator('#balance').textContent())?.replace(/,/g, ''));
  // the button closes its own window: the click may not hear back from a page already gone
  const closing = popup
    .getByRole('button', { name: '게임 종료' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await Promise.all([popup.waitForEvent('close'), closing]);
  expect(page.isClosed()).toBe(false);
  return shown;
}

/**
 * From the lobby (already shown): the slot launched, /slot/game offering the sandbox's window (on the
 * site's origin, not a framed vendor), one round there, the window closed; the watcher's ticks (10 s,
 * on the page's clock moved on) find the window closed and the member out of the game (the 5 s balance
 * poll's isPlayGame N); the merge brings the game money back, and the lobby's header shows the
 * balance the window showed. The clock stops moving once the merge shows, until it is complete.
 */
async function slotRoundAndBack(context: BrowserContext, page: Page): Promise<number> {
  const all = page.getByRole('list', { name: '전체 게임' });
  await all.getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' }).click();
  await page.waitForURL((url) => url.pathname === '/slot/game');
  expect(new URL(page.url()).searchParams.get('url')).toMatch(new RegExp(`^${journey().baseUrl}/__sandbox/play/`));
  const shown = await playOneRound(context, page, () => page.getByRole('button', { name: '별도 창에서 열기' }).click());

  const merge = page.getByRole('dialog', { name: '머니 통합' });
  await expect
    .poll(
      async () => {
        if ((await merge.count()) === 0) await runClock(page, 2_000);
        return merge.count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await page.getByText(`전환이 완료되었습니다. 보유머니 ${won(shown)}`, { exact: false }).waitFor();
  // the notice closes itself 1.8 s later (src/config/constants.ts, MONEY_MERGE_CLOSE_MS): on the clock
  await runClock(page, 2_000);
  await merge.waitFor({ state: 'hidden' });
  // /slot/game is the empty layout: back to the lobby, whose header shows the money
  await page.getByRole('button', { name: '게임 닫기' }).click();
  await page.waitForURL((url) => url.pathname === '/slotgame/kplayslot');
  await page
    .getByRole('banner')
    .getByText(`${won(shown)}원`)
    .waitFor();
  return shown;
}

describe('a sandbox game in the browser', () => {
  it('a member launches a slot, plays a round in the sandbox game window, closes it, and the balance shows the result: on the desktop, then on a phone (the page loaded again at its width)', async () => {
    const { context, page } = await journey().open(DESKTOP);
    await page.clock.install();
    const before = await journey().member<MemberRow>('tester01');
    await page.goto('/');
    await submitLogin(await openLoginDialog(page), { memId: 'tester01', memPass: SEEDED_PASSWORD });
    await page
      .getByRole('banner')
      .getByText(`${won(before?.cash ?? 0)}원`)
      .waitFor();
    await go(page, '/slotgame/kplayslot');
    const shown = await slotRoundAndBack(context, page);

    // the phone layout is chosen when the app starts: the lobby loaded again at 390 px, still signed in
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page
      .getByRole('banner')
      .getByText(`${won(shown)}원`)
      .waitFor();
    await slotRoundAndBack(context, page);
    await context.close();
  }, 180_000);
});
