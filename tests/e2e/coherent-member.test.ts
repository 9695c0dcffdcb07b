// The mock stays coherent for one member: it remembers who logged in and what pushes set, so a
// reload or the next poll does not contradict what the member was shown. Written as one flow
// (README, "The suite's budget"): a member's CASH push outlives two balance polls; logged out, a
// partner logs in in the same page and keeps the partner pages through reloads. The partner page's
// axe is the route walk's (tests/e2e/routes-*.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { openClockedPage, openLoginDialog, submitLogin, tokenCookie, TOKEN, useAuthSuite } from './support/auth';
import { eventually } from './support/eventually';
import { push, waitForTopic } from './support/push';
import { setScenario } from './support/mock';

const browser = useAuthSuite();

/** Moves the page's clock on one poll period and waits until the page has the balance poll's answer. */
async function nextBalancePoll(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/member/balance');
  await page.clock.fastForward(5_000);
  await answered;
}

describe('one member, one story', () => {
  it('a CASH push survives the next balance polls; then a partner who logs in and reloads keeps the partner pages', async () => {
    const { context, page } = await openClockedPage(browser(), DESKTOP);
    await page.goto('/');
    await submitLogin(await openLoginDialog(page));
    const header = page.getByRole('banner');
    await header.getByText('1,250,000원').waitFor();
    await waitForTopic(TOKEN);

    expect(await push(TOKEN, 'CASH', '777777', '4100')).toBe(1);
    await header.getByText('777,777원').waitFor();
    // two polls answered after the push (the second one's answer is in the page before this check)
    await nextBalancePoll(page);
    await nextBalancePoll(page);
    expect(await header.getByText('777,777원').isVisible()).toBe(true);
    expect(await header.getByText('4,100 P').isVisible()).toBe(true);
    expect(await header.getByText('1,250,000원').count()).toBe(0);

    // logged out; a partner logs in in the same page
    await header.getByRole('button', { name: '로그아웃' }).click();
    await setScenario('/api/member/login', 'partner', 1);
    await submitLogin(await openLoginDialog(page));
    await header.getByText('강남총판 님').waitFor();
    await header.getByRole('link', { name: '파트너 페이지' }).waitFor();

    await page.reload();
    await header.getByText('강남총판 님').waitFor();
    await header.getByRole('link', { name: '파트너 페이지' }).click();
    await page.getByRole('heading', { level: 1, name: '충환전 내역' }).waitFor();
    expect(await page.getByText('파트너 전용 페이지').count()).toBe(0);

    // a reload on the partner page itself: the session (token rotated by the forced refresh) is still the partner's
    const before = await tokenCookie(context);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '충환전 내역' }).waitFor();
    expect(await page.getByText('파트너 전용 페이지').count()).toBe(0);
    await eventually(async () => (await tokenCookie(context)) !== before, 10_000, 'the token refreshed after the reload');
  });
});
