// Several tabs of one browser share one session (one token cookie). A refresh that fails once in
// one tab is tried again instead of signing everyone out; a token one tab gets reaches the others;
// a sign-out in one tab signs every tab out; a 401 on a member call ends the session everywhere.
// Written as one flow of two tabs (README, "The suite's budget"): signed in, a retried refresh,
// signed out from one tab, signed in again from the other, signed out by a 401. What it reads of the
// mock's log is the two tabs' (the dropped refresh tried again, which token the other tab's poll
// carries: BROWSER_ONLY in tests/unit/e2e-tiers.test.ts); the main page a member sees has its axe in
// the route walk (tests/e2e/routes-*.test.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLOCK_START, loginDesktop, openClockedPage, openLoginDialog, submitLogin, tokenCookie, useAuthSuite } from './support/auth';
import { eventually } from './support/eventually';
import { DESKTOP, openPage, waitForTheApp } from './support/browser';
import { requestCount, requestsTo, setFault } from './support/mock';

const browser = useAuthSuite();

const memberShown = (page: Page) => page.getByRole('banner').getByText('행운의별 님').waitFor();
const guestShown = (page: Page) => page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).waitFor();

/** A second tab of the same browser, on the main page, showing the member it restored from the shared cookie. */
async function secondTab(context: BrowserContext): Promise<Page> {
  const before = await tokenCookie(context);
  const page = await context.newPage();
  waitForTheApp(page);
  await page.clock.install({ time: CLOCK_START });
  await page.goto('/');
  await memberShown(page);
  // its start ends with a forced refresh (the expiry is unknown after a load): wait for its new token
  await eventually(async () => ((await tokenCookie(context)) ?? before) !== before, 10_000, "the second tab's refresh");
  return page;
}

describe('several tabs', () => {
  it('a refresh whose connection is reset once is tried again: both tabs stay signed in, on the same token; a logout in one tab signs the other out; a login in one tab shows the member in the other; a 401 on a member call signs both out', async () => {
    const { context, page: first } = await openClockedPage(browser());
    await loginDesktop(first);
    const second = await secondTab(context);
    const refreshes = await requestCount('/api/member/refreshToken');

    // the first tab reloads; its forced refresh loses its connection once and is tried again
    const before = await tokenCookie(context);
    await setFault('/api/member/refreshToken', { drop: true, times: 1 });
    await first.reload();
    await memberShown(first);
    await eventually(async () => ((await tokenCookie(context)) ?? before) !== before, 15_000, 'the retried refresh');
    const token = await tokenCookie(context);
    expect(token).toMatch(/^mock-token-tester01-r\d+$/);
    // the dropped call and the one tried again after it
    expect(await requestCount('/api/member/refreshToken')).toBeGreaterThanOrEqual(refreshes + 2);
    // the other tab took the new token: its next balance call carries it and is answered
    await second.clock.fastForward(5_000);
    await eventually(
      async () => (await requestsTo('/api/member/balance')).some((r) => r.headers['x-session-token'] === token),
      10_000,
      'a balance call with the new token',
    );
    await memberShown(second);
    expect(await tokenCookie(context)).toBe(token);

    // a logout in the second tab signs the first out
    await second.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await guestShown(second);
    await guestShown(first);
    expect(await tokenCookie(context)).toBeUndefined();

    // a login in the first tab shows the member in the second (a guest until then)
    await submitLogin(await openLoginDialog(first));
    await memberShown(first);
    await memberShown(second);

    // a 401 on a member call signs both out
    await setFault('/api/member/balance', { status: 401, body: { message: 'token expired' } });
    await first.clock.fastForward(5_000);
    await guestShown(first);
    await guestShown(second);
    expect(await tokenCookie(context)).toBeUndefined();
  });
});

describe('the token cookie', () => {
  it('lives as long as the session may (120 minutes), SameSite=Lax, not longer for a far-future server expiry', async () => {
    // today's clock (not the pinned one): the login example's expiry is then some 70 years away
    const { context, page } = await openPage(browser(), DESKTOP);
    try {
      await loginDesktop(page);
      const cookie = (await context.cookies()).find((c) => c.name === 'winner_auth_token');
      expect(cookie?.sameSite).toBe('Lax');
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(115 * 60);
      expect(lifetime).toBeLessThanOrEqual(120 * 60 + 5);
      expect(cookie?.secure).toBe(false); // plain http here; Secure on https (tests/unit/session/token-cookie.test.ts)
    } finally {
      await context.close().catch(() => undefined);
    }
  });
});
