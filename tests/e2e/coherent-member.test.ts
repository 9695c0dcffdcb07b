// The mock stays coherent for one member: it remembers who logged in and what pushes set, so a
// reload or the next poll does not contradict what the member was shown.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { openClockedPage, openLoginDialog, submitLogin, tokenCookie, TOKEN, useAuthSuite } from './support/auth';
import { eventually } from './support/eventually';
import { push, waitForTopic } from './support/push';
import { requestCount, setScenario } from './support/mock';

const browser = useAuthSuite();

describe('one member, one story', () => {
  it('a partner who reloads keeps the partner pages', async () => {
    const { context, page } = await openClockedPage(browser(), DESKTOP);
    await setScenario('/api/member/login', 'partner', 1);
    await page.goto('/');
    await submitLogin(await openLoginDialog(page));
    const header = page.getByRole('banner');
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
    await expectAccessible(page, 'partner page after a reload');
    await eventually(async () => (await tokenCookie(context)) !== before, 10_000, 'the token refreshed after the reload');
  });

  it('a CASH push survives the next balance poll', async () => {
    const { page } = await openClockedPage(browser(), DESKTOP);
    await page.goto('/');
    await submitLogin(await openLoginDialog(page));
    const header = page.getByRole('banner');
    await header.getByText('1,250,000원').waitFor();
    await waitForTopic(TOKEN);

    expect(await push(TOKEN, 'CASH', '777777', '4100')).toBe(1);
    await header.getByText('777,777원').waitFor();
    const polls = await requestCount('/api/member/balance');
    await page.clock.fastForward(5_000);
    await eventually(async () => (await requestCount('/api/member/balance')) > polls, 10_000, 'the next balance poll');
    // the poll's answer is in the page before this check: the request log holds it once answered
    await page.clock.fastForward(5_000);
    await eventually(async () => (await requestCount('/api/member/balance')) > polls + 1, 10_000, 'a second balance poll');
    expect(await header.getByText('777,777원').isVisible()).toBe(true);
    expect(await header.getByText('4,100 P').isVisible()).toBe(true);
    expect(await header.getByText('1,250,000원').count()).toBe(0);
  });
});
