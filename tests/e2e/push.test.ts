// Each push command in Chromium against the mock's STOMP broker. The member logs in; the
// test waits until the member topic is subscribed (a push sent earlier is lost), then pushes.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  eventually,
  loginDesktop,
  MEMBER_TOPIC,
  openClockedPage,
  push,
  subscribers,
  TOKEN,
  tokenCookie,
  useAuthSuite,
  waitForTopic,
} from './support/auth';

const browser = useAuthSuite();
let context: BrowserContext;
let page: Page;

// after the suite's own hooks (no scenarios, no popups, an empty request log): a logged-in member
beforeEach(async () => {
  ({ context, page } = await openClockedPage(browser()));
  await loginDesktop(page);
  await waitForTopic(TOKEN);
});

const header = () => page.getByRole('banner');

describe('push commands', () => {
  it('CASH sets cash (data1) and points (data2) in the header', async () => {
    await header().getByText('1,250,000원').waitFor();
    expect(await push(TOKEN, 'CASH', '10000', '500')).toBe(1);
    await header().getByText('10,000원').waitFor();
    await header().getByText('500 P').waitFor();
  });

  it('MSG sets the unread count and shows the new-message notice', async () => {
    expect(await push(TOKEN, 'MSG', '3')).toBe(1);
    await header().getByRole('link', { name: '안 읽은 쪽지 3개' }).waitFor();
    const notice = page.getByRole('dialog', { name: '새 쪽지' });
    await notice.getByText('안 읽은 쪽지가 3개 있습니다.', { exact: false }).waitFor();
  });

  it('LOCK_BET_YN emits the game-down event, except for data1 N with data2 Y', async () => {
    await page.evaluate(() => {
      const seen: unknown[] = [];
      Object.assign(window, { gameDownSeen: seen });
      window.addEventListener('winner:game-down', (event) => seen.push((event as CustomEvent).detail));
    });
    const seen = () => page.evaluate(() => (window as unknown as { gameDownSeen: unknown[] }).gameDownSeen);
    expect(await push(TOKEN, 'LOCK_BET_YN', 'N', 'Y')).toBe(1);
    expect(await push(TOKEN, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await eventually(async () => (await seen()).length > 0, 5_000, 'a game-down event');
    await page.waitForTimeout(300);
    expect(await seen()).toEqual([{ data1: 'Y', data2: 'N' }]);
  });

  it('INSPECT with data1 Y logs out and goes to /warning; with N nothing happens', async () => {
    expect(await push(TOKEN, 'INSPECT', 'N')).toBe(1);
    await page.waitForTimeout(500);
    expect(await tokenCookie(context)).toBe(TOKEN);
    expect(await push(TOKEN, 'INSPECT', 'Y')).toBe(1);
    await page.waitForURL((url) => url.pathname === '/warning');
    expect(await tokenCookie(context)).toBeUndefined();
  });

  it('LOGOUT logs out; the socket closes and reconnects for no one', async () => {
    expect(await push(TOKEN, 'LOGOUT')).toBe(1);
    await header().getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(await tokenCookie(context)).toBeUndefined();
    await eventually(async () => (await subscribers(MEMBER_TOPIC(TOKEN))) === 0, 10_000, 'the member topic to be left');
    await page.waitForTimeout(2_000);
    expect(await subscribers(MEMBER_TOPIC(TOKEN))).toBe(0);
  });
});
