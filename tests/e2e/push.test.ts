// Each push command in Chromium against the mock's STOMP broker. The member logs in; the
// test waits until the member topic is subscribed (a push sent earlier is lost), then pushes.
// Written as one flow (README, "The suite's budget"): the commands that keep the member signed in
// first, then LOGOUT, a new login in the same page, and INSPECT.

/** Past the push client's longest reconnect back-off (src/push/push-client.ts: at most 2 minutes). */
const PUSH_RECONNECT_MAX_MS = 120_000;
import { describe, expect, it } from 'vitest';
import { loginDesktop, openClockedPage, openLoginDialog, readCaptcha, submitLogin, TOKEN, tokenCookie, useAuthSuite } from './support/auth';
import { eventually } from './support/eventually';
import { MEMBER_TOPIC, push, subscribers, waitForTopic } from './support/push';

const browser = useAuthSuite();

describe('push commands', () => {
  it('one member, one page: CASH sets cash and points; MSG the unread count and the notice; LOCK_BET_YN emits the game-down event except for N/Y; INSPECT N does nothing; LOGOUT logs out, the socket closes and reconnects for no one; logged in again, INSPECT Y logs out and goes to /warning', async () => {
    const { context, page } = await openClockedPage(browser());
    await loginDesktop(page);
    await waitForTopic(TOKEN);
    const header = page.getByRole('banner');

    // CASH: cash (data1) and points (data2) in the header
    await header.getByText('1,250,000원').waitFor();
    expect(await push(TOKEN, 'CASH', '10000', '500')).toBe(1);
    await header.getByText('10,000원').waitFor();
    await header.getByText('500 P').waitFor();

    // MSG: the unread count and the new-message notice (closed again)
    expect(await push(TOKEN, 'MSG', '3')).toBe(1);
    await header.getByRole('link', { name: '안 읽은 쪽지 3개' }).waitFor();
    const notice = page.getByRole('dialog', { name: '새 쪽지' });
    await notice.getByText('안 읽은 쪽지가 3개 있습니다.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });

    // LOCK_BET_YN: N/Y emits nothing, Y/N the game-down event. One socket delivers in order: once
    // the second one's event is seen, the first was handled (and emitted nothing).
    await page.evaluate(() => {
      const seen: unknown[] = [];
      Object.assign(window, { gameDownSeen: seen });
      window.addEventListener('winner:game-down', (event) => seen.push((event as CustomEvent).detail));
    });
    const seen = () => page.evaluate(() => (window as unknown as { gameDownSeen: unknown[] }).gameDownSeen);
    expect(await push(TOKEN, 'LOCK_BET_YN', 'N', 'Y')).toBe(1);
    expect(await push(TOKEN, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await eventually(async () => (await seen()).length > 0, 5_000, 'a game-down event');
    expect(await seen()).toEqual([{ data1: 'Y', data2: 'N' }]);

    // INSPECT N: nothing happens — a CASH push sent after it shows, so it was handled by then
    expect(await push(TOKEN, 'INSPECT', 'N')).toBe(1);
    expect(await push(TOKEN, 'CASH', '20000', '600')).toBe(1);
    await header.getByText('20,000원').waitFor();
    expect(await tokenCookie(context)).toBe(TOKEN);
    expect(new URL(page.url()).pathname).toBe('/');

    // LOGOUT: logged out; the socket closes and reconnects for no one — not after the page's clock
    // has passed any reconnect delay, nor while the login dialog opens
    expect(await push(TOKEN, 'LOGOUT')).toBe(1);
    await header.getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(await tokenCookie(context)).toBeUndefined();
    await eventually(async () => (await subscribers(MEMBER_TOPIC(TOKEN))) === 0, 10_000, 'the member topic to be left');
    await page.clock.fastForward(PUSH_RECONNECT_MAX_MS);
    const dialog = await openLoginDialog(page);
    await readCaptcha(dialog);
    expect(await subscribers(MEMBER_TOPIC(TOKEN))).toBe(0);

    // logged in again: INSPECT Y logs out and goes to /warning
    await submitLogin(dialog);
    await header.getByText('행운의별 님').waitFor();
    await waitForTopic(TOKEN);
    expect(await push(TOKEN, 'INSPECT', 'Y')).toBe(1);
    await page.waitForURL((url) => url.pathname === '/warning');
    expect(await tokenCookie(context)).toBeUndefined();
  });
});
