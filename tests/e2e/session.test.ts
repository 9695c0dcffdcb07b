// The session in Chromium against the mock: logout, token refresh (on reaching the last 5 minutes,
// and forced after a reload), reloads while a slow refresh is out (the replaced token's grace
// window, docs/rules.md#sessions), TK999 from the balance poll, a failed refresh, and a failed
// member-info call at start. Written as flows (README, "The suite's budget"): a member carries on
// in one page through refreshes, a sign-out and (where needed) a new login or a new visit. What it
// reads of the mock's log is the browser's: how many refreshes a reload or the clock sends and which
// token each refresh and poll carries across reloads (BROWSER_ONLY in tests/unit/e2e-tiers.test.ts);
// the refresh's body (forced or not): tests/screen/session-end.test.tsx.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/servers';
import { shot } from './support/shots';
import { clearRequests, clearScenarios, requestCount, requestsTo, setFault, setScenario } from './support/mock';
import {
  INTO_LAST_FIVE_MINUTES_MS,
  loginDesktop,
  openClockedPage,
  openLoginDialog,
  quietPopups,
  REFRESHED_TOKEN,
  submitLogin,
  TOKEN,
  tokenCookie,
  useAuthSuite,
} from './support/auth';
import { eventually } from './support/eventually';
import { MEMBER_TOPIC, subscribers, waitForTopic } from './support/push';

const browser = useAuthSuite();

const guestHeader = (page: Page) => page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).waitFor();

describe('the session', () => {
  it('refreshes once when the token reaches its last 5 minutes (the clock jumps to 4.5 minutes before expiry); logout then tells the server, removes the token cookie and the member, and closes the push socket', async () => {
    const { context, page } = await openClockedPage(browser());
    await loginDesktop(page); // the token expires 2 hours from the pinned clock
    await waitForTopic(TOKEN);
    // logged in and subscribed (a while after the login): no refresh yet
    expect(await requestCount('/api/member/refreshToken')).toBe(0);
    await page.clock.fastForward(INTO_LAST_FIVE_MINUTES_MS);
    await eventually(async () => (await tokenCookie(context)) === REFRESHED_TOKEN, 10_000, 'the refreshed token cookie');
    expect(await requestCount('/api/member/refreshToken')).toBe(1);
    await page.getByRole('banner').getByText('행운의별 님').waitFor();

    // logout, on the refreshed token's socket
    await waitForTopic(REFRESHED_TOKEN);
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await guestHeader(page);
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await requestCount('/api/member/logout')).toBe(1);
    await page.getByRole('banner').getByText('행운의별 님').waitFor({ state: 'detached' });
    await eventually(async () => (await subscribers(MEMBER_TOPIC(REFRESHED_TOKEN))) === 0, 10_000, 'the socket to close');
  });

  // three reloads (two of them wait on an 8 s refresh), a sign-out, two logins and a new visit in one
  // page: on a loaded machine more than the default 60 s
  it('reloaded twice while its slow forced refresh is out (the answers lost, the server already replaced the token): still signed in, on the token that refresh gave, and the push moves to its topic; TK999 from the balance poll then logs out with the "logged in elsewhere" message, and no poll follows; signed in again, a failed refresh after a reload logs out and goes to main; a token cookie whose member info fails at start clears the session', async () => {
    const { context, page } = await openClockedPage(browser());
    await loginDesktop(page);
    expect(await requestCount('/api/member/refreshToken')).toBe(0);
    // each load ends with a forced refresh (its expiry is unknown); the mock takes the first two in
    // (and replaces the token) but answers late
    await setFault('/api/member/refreshToken', { delayMs: 8_000, times: 2 });
    const refreshesOut = (n: number) =>
      eventually(async () => (await requestCount('/api/member/refreshToken')) >= n, 10_000, `refresh ${n} to go out`);
    const memberShown = () => page.getByRole('banner').getByText('행운의별 님').waitFor();
    await page.reload();
    await memberShown();
    await refreshesOut(1);
    await page.reload();
    await memberShown();
    await refreshesOut(2);
    await page.reload();
    await memberShown();
    await eventually(async () => (await tokenCookie(context)) === REFRESHED_TOKEN, 10_000, 'the refreshed token cookie');
    // one refresh per load, every one asked with the first token: the server answered the one it had replaced it with
    expect((await requestsTo('/api/member/refreshToken')).map((r) => r.headers['x-session-token'])).toEqual([TOKEN, TOKEN, TOKEN]);
    await waitForTopic(REFRESHED_TOKEN);
    await eventually(async () => (await subscribers(MEMBER_TOPIC(TOKEN))) === 0, 10_000, 'the old topic to be left');
    // calls after the refresh carry the new token (the next poll: the clock moved on one period)
    await page.clock.fastForward(5_000);
    await eventually(
      async () => (await requestsTo('/api/member/balance')).some((r) => r.headers['x-session-token'] === REFRESHED_TOKEN),
      10_000,
      'a balance call with the new token',
    );
    await memberShown();

    // TK999 on the next poll: the guest page says why (no browser alert)
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await setScenario('/api/member/balance', 'TK999');
    await page.clock.fastForward(5_000);
    await guestHeader(page);
    expect(await tokenCookie(context)).toBeUndefined();
    const told = page.getByRole('status').filter({ hasText: '다른 곳에서 같은 아이디로 로그인되어 이 기기에서 로그아웃되었습니다.' });
    await told.waitFor();
    await shot(page, 'session-duplicate-desktop');
    expect(alerts).toEqual([]);
    await told.getByRole('button', { name: '알림 닫기' }).click();
    await told.waitFor({ state: 'detached' });
    // No poll after logout: three poll periods pass on the page's clock; then the guest logs in
    // again (taking real time too), and no balance call was sent before that login.
    const polls = await requestCount('/api/member/balance');
    await page.clock.fastForward(15_000);
    await clearScenarios();
    await quietPopups();
    await submitLogin(await openLoginDialog(page));
    await page.getByRole('banner').getByText('행운의별 님').waitFor();
    const log = (await requestsTo('')).map((r) => r.path);
    const balanceBeforeLogin = log.slice(0, log.lastIndexOf('/api/member/login')).filter((p) => p === '/api/member/balance');
    expect(balanceBeforeLogin).toHaveLength(polls);

    // signed in again: a member page loaded afresh, whose forced refresh fails
    await setScenario('/api/member/refreshToken', 'E001');
    const refreshes = await requestCount('/api/member/refreshToken');
    await page.goto('/mypage/info');
    await eventually(async () => (await tokenCookie(context)) === undefined, 10_000, 'the cookie to go');
    await guestHeader(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await requestCount('/api/member/refreshToken')).toBe(refreshes + 1);

    // a new visit with a token cookie whose member info fails: the session is cleared, no refresh
    await clearScenarios();
    await quietPopups();
    await setScenario('/api/member/info', 'E001');
    await clearRequests();
    await context.addCookies([{ name: 'winner_auth_token', value: TOKEN, url: baseUrl() }]);
    await page.goto('/');
    await guestHeader(page);
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await requestCount('/api/member/info')).toBe(1);
    expect(await requestCount('/api/member/refreshToken')).toBe(0);
  }, 120_000);
});
