// The game lobbies and the launch in Chromium against the mock, one page per
// layout: window.open is recorded by an init script (its address and features; a blocked popup answers
// null; the fake window can be "closed"), so the popup geometry, the blocked popup's link and the
// watcher are asserted without a real vendor. Desktop: a live casino launch (a double click launches
// once) in the 1500×800 popup at top 50, recently played; the watcher (the page's clock driven 10 s):
// the window closed, then the balance's isPlayGame Y then N with the window open; a blocked popup and
// its link; a favourite kept across a reload; the portrait vendor's narrow window. Slots: the KPlay
// vendor filter in the address, a slot framed in /slot/game and closed back to the filtered lobby, a
// never-framed code and a CSP-refused origin each in their own window, LOCK_BET_YN (a push) disabling
// launch. Phone: a live table in the popup, the watcher telling once its window is closed (the
// isPlayGame rule is the session's, the same on both layouts: on the desktop); the slot lobby two per
// row, its search, a slot framed and closed back to it. axe on the blocked popup's message, a framed
// game, games down and the phone's slot lobby with a search (the route walk has the lobbies' default).
// Each lobby's list asked (its vendor code), the search in Korean and English names, a launch's exact
// body, B0091, 2000 and NT99 each in its own words, the partner's B0095, the KPlay lobby's first 48,
// an empty vendor and a list error with retry: tests/screen/games.test.tsx. The balance read again by
// the watcher and the refusals before any call (guest, partner, games down):
// tests/unit/session/session-runtime.test.tsx, src/domain/games/use-game-launch.test.tsx.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { push, waitForTopic } from './support/push';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, clearScenarios, expectSentOnce, setScenario } from './support/mock';
import { blockPopups, closePopup, opened, stubWindowOpen } from './support/game-window';
import { MEMBER_TOKEN, navigateInApp, show, useShellSuite } from './support/shell';
import { runClock } from './support/clock';

const open = useShellSuite();
const GET_GAME = '/api/game/getGame';
const BALANCE = '/api/member/balance';
const GAME_URL = 'https://games.example.test/launch?token=abc';

/**
 * The member gone from the game, its window still open (docs/rules.md#states "or the user is gone"): the balance
 * said isPlayGame Y, then N; at the watcher's next tick the member is told (the balance read again).
 */
async function endsWhenTheMemberLeft(page: Page) {
  const banner = page.getByRole('banner');
  await setScenario(BALANCE, 'playing');
  await runClock(page, 10_000);
  await banner.getByText('1,180,000원').waitFor(); // an answer with isPlayGame Y has arrived
  await runClock(page, 10_000); // a tick while every answer says Y: nothing to say
  expect(await page.getByText('게임이 끝나', { exact: false }).count()).toBe(0);
  await clearScenarios();
  // the next answers say N (the watcher may already say so when an answer lands before its tick)
  await runClock(page, 5_000);
  await banner.getByText('1,250,000원').waitFor();
  // the page's clock runs on as a real one would (a poll's answer can land after the watcher's tick
  // it was meant for; the next tick then says it): at most a few ticks
  const ended = page.getByRole('status').filter({ hasText: '게임이 끝나 보유머니를 새로 불러왔습니다. 게임 창은 닫아도 됩니다.' });
  await expect
    .poll(async () => {
      if ((await ended.count()) === 0) await runClock(page, 5_000);
      return ended.count();
    })
    .toBeGreaterThan(0);
}

/** `address` loaded with the game window stubbed. */
async function showLobby(page: Page, address: string) {
  await page.addInitScript(stubWindowOpen);
  await show(page, address);
}

describe('game lobbies', () => {
  it('desktop: a live table launched once for a double click in the 1500×800 popup, recently played; the watcher after the window closes and when the member left the game; a blocked popup and its link; a favourite across a reload; the portrait vendor; slots: the vendor filter in the address, a slot framed and closed back, never-framed and CSP-refused games in their own window; LOCK_BET_YN', async () => {
    const { context, page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await showLobby(page, '/livecasino/evolution');
    await page.getByRole('heading', { level: 1, name: '라이브카지노 · 에볼루션' }).waitFor();
    const all = page.getByRole('list', { name: '전체 게임' });

    // The launch (a double click launches once): the popup's address and geometry.
    await clearRequests();
    await all.getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).dblclick();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    await expectSentOnce(GET_GAME);
    const [popup] = await opened(page);
    expect(popup?.url).toBe(GAME_URL);
    expect(popup?.features).toMatch(/^width=1500,height=800,top=50,left=\d+,/);
    await page.getByRole('list', { name: '최근 플레이' }).getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).waitFor();

    // The watcher: once the window is closed, within 10 s the member is told the balance was read again.
    await closePopup(page);
    await runClock(page, 10_000);
    await page.getByText('게임 창이 닫혀 보유머니를 새로 불러왔습니다.').waitFor();

    // A blocked popup: its message and a link that opens the game.
    await blockPopups(page, true);
    await all.getByRole('button', { name: '스피드 바카라 A 게임 시작' }).click();
    const blocked = page.getByRole('alert').filter({ hasText: '브라우저가 게임 창을 막았습니다.' });
    await blocked.waitFor();
    const link = blocked.getByRole('link', { name: '게임 창 열기' });
    expect(await link.getAttribute('href')).toBe(GAME_URL);
    await expectAccessible(page, 'blocked popup message');
    await blockPopups(page, false);
    await link.click();
    await expect.poll(async () => (await opened(page)).length).toBe(3);
    expect((await opened(page))[2]?.features).toMatch(/^width=1500,height=800,top=50,/);
    await blocked.waitFor({ state: 'detached' });

    // The member gone from the game, its window still open.
    await endsWhenTheMemberLeft(page);

    // A favourite: shown first, and still there after a reload.
    await all.getByRole('button', { name: '크레이지 타임 즐겨찾기에 추가' }).click();
    const favourites = page.getByRole('list', { name: '즐겨찾기' });
    await favourites.getByRole('button', { name: '크레이지 타임 게임 시작' }).waitFor();
    await page.reload();
    await favourites.getByRole('button', { name: '크레이지 타임 게임 시작' }).waitFor();
    expect(await favourites.getByRole('button', { name: '크레이지 타임 즐겨찾기에서 빼기' }).getAttribute('aria-pressed')).toBe('true');

    // The portrait vendor (Sexy Gaming): the narrow window of height 800.
    await navigateInApp(page, '/livecasino/sexygaming');
    await page.getByRole('heading', { level: 1, name: '라이브카지노 · 섹시게이밍' }).waitFor();
    await page.getByRole('button', { name: '섹시 바카라 게임 시작' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    expect((await opened(page))[0]?.features).toMatch(/^width=480,height=800,top=50,/);

    // Slots: the vendor filter in the address.
    await navigateInApp(page, '/slotgame/kplayslot');
    await page.getByRole('heading', { level: 1, name: '슬롯게임 · K-Play 슬롯' }).waitFor();
    await all.getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' }).waitFor();
    await page.getByRole('group', { name: '게임사' }).getByRole('button', { name: '하바네로' }).click();
    await page.waitForURL((url) => url.searchParams.get('vendor') === '201');
    await expect.poll(() => all.getByRole('listitem').count()).toBe(24);

    // A slot is framed in /slot/game (the empty layout); close goes back to the filtered lobby.
    await all.getByRole('button', { name: '핫핫 프루트 게임 시작' }).click();
    await page.waitForURL((url) => url.pathname === '/slot/game');
    expect(await page.locator('iframe[title="게임 화면"]').getAttribute('src')).toBe(GAME_URL);
    expect(new URL(page.url()).searchParams.get('vendor')).toBe('201');
    expect((await opened(page)).length).toBe(1);
    await expectAccessible(page, 'framed slot game');
    await page.getByRole('button', { name: '게임 닫기' }).click();
    await page.waitForURL((url) => url.pathname === '/slotgame/kplayslot' && url.searchParams.get('vendor') === '201');

    // A never-framed vendor code is never framed: its own window instead.
    await navigateInApp(page, `/slot/game?url=${encodeURIComponent(GAME_URL)}&vendor=33&back=%2Fslotgame%2Fkplayslot`);
    const ownWindow = page.getByText('이 게임사의 게임은 이 화면 안에서 열 수 없어 별도 창에서 열립니다.');
    await ownWindow.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: '별도 창에서 열기' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(2);
    expect((await opened(page))[1]).toMatchObject({ url: GAME_URL, features: expect.stringMatching(/^width=1500,height=800,top=50,/) });

    // A game from an origin the CSP does not let be framed (not one of the build's vendors): no
    // refused frame, its own window instead.
    const elsewhere = 'https://other-vendor.example.test/launch?token=abc';
    await navigateInApp(page, `/slot/game?url=${encodeURIComponent(elsewhere)}&vendor=201&back=%2Fslotgame%2Fkplayslot`);
    await ownWindow.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: '별도 창에서 열기' }).click();
    await expect.poll(async () => (await opened(page)).map((w) => w.url).slice(1)).toEqual([GAME_URL, elsewhere]);

    // Games down (LOCK_BET_YN): the reason, and launch is disabled.
    await navigateInApp(page, '/slotgame/slot_quick');
    const game = page.getByRole('button', { name: '빅 배드 울프 게임 시작' });
    await game.waitFor();
    // the member's topic is that of the token the page holds now (a refresh may have replaced the first)
    const token = (await context.cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;
    await waitForTopic(token);
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await page.getByRole('alert').filter({ hasText: '게임사 점검으로 지금은 게임을 시작할 수 없습니다.' }).waitFor();
    expect(await game.isDisabled()).toBe(true);
    await expectAccessible(page, 'games down');
    expect(problems).toEqual([]);
  }, 90_000);

  it('phone: a live table launched in the popup, the watcher telling once its window is closed; the slot lobby two per row, its search, a slot framed in /slot/game and closed back', async () => {
    const { page, problems } = await open(MOBILE, { member: true });
    await page.clock.install();
    await showLobby(page, '/livecasino/evolution');
    await page.getByRole('list', { name: '전체 게임' }).getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    expect((await opened(page))[0]).toMatchObject({ url: GAME_URL, features: expect.stringMatching(/^width=1500,height=800,top=50,/) });
    await closePopup(page);
    await runClock(page, 10_000);
    await page.getByText('게임 창이 닫혀 보유머니를 새로 불러왔습니다.').waitFor();

    await navigateInApp(page, '/slotgame/pragslot');
    await page.getByRole('heading', { level: 1, name: '슬롯게임 · 프라그마틱 슬롯' }).waitFor();
    const cards = page.getByRole('list', { name: '전체 게임' }).getByRole('listitem');
    await cards.nth(27).waitFor();
    // two per row, nothing sideways
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())?.y));
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.getByRole('searchbox', { name: '게임 검색' }).fill('bonanza');
    const bonanza = page.getByRole('list', { name: '검색 결과 4개' }).getByRole('button', { name: '스위트 보난자 게임 시작', exact: true });
    await bonanza.waitFor();
    await expectAccessible(page, 'slot lobby, mobile, a search');
    // a slot is framed in /slot/game; its close goes back to the lobby
    await bonanza.click();
    await page.waitForURL((url) => url.pathname === '/slot/game');
    await page.getByRole('heading', { level: 1, name: '슬롯 게임' }).waitFor();
    expect(await page.locator('iframe[title="게임 화면"]').getAttribute('src')).toBe(GAME_URL);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.getByRole('button', { name: '게임 닫기' }).click();
    await page.waitForURL((url) => url.pathname === '/slotgame/pragslot');
    expect(await opened(page)).toHaveLength(1);
    expect(problems).toEqual([]);
  }, 60_000);
});
