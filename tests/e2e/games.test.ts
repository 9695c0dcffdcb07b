// The game lobbies and the launch (issue 13, first slice) in Chromium against the mock: window.open is
// recorded by an init script (its address and features; a blocked popup answers null; the fake window
// can be "closed"), so the popup geometry, the blocked popup's link and the watcher's balance reload
// are asserted without a real vendor. Live casino: search in Korean and English names, the launch's
// exact body and the 1500×800 popup at top 50, recently played, the watcher (the page's clock driven
// 10 s: the window closed; the balance's isPlayGame Y then N with the window open), a blocked popup, three launch errors, a favourite kept across a reload, the portrait vendor.
// Slots: the KPlay vendor filter, a slot framed in /slot/game and closed back to the lobby, a
// never-framed code refused a frame, an empty vendor, a list error with retry, LOCK_BET_YN disabling
// launch. A partner is refused (B0095) with no call. Mobile in English: the slot lobby (two per row,
// search), a slot framed and closed back to it.
// (The guest refusal cannot be met in a lobby, which needs a session: games-more.test.ts meets it on
// the main page's game blocks.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { push, waitForTopic } from './support/push';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearScenarios, requestCount, requestsTo, setScenario } from './support/mock';
import { blockPopups, closePopup, opened, stubWindowOpen } from './support/game-window';
import { MEMBER_TOKEN, navigateInApp, show, useShellSuite } from './support/shell';

const open = useShellSuite();
const GET_GAME = '/api/game/getGame';
const GAME_LIST = '/api/game/getGameList';
const BALANCE = '/api/member/balance';
const GAME_URL = 'https://games.example.test/launch?token=abc';

/**
 * The member gone from the game, its window still open (docs/rules.md#states "or the user is gone"): the balance
 * said isPlayGame Y, then N; at the watcher's next tick the balance is read again and the member told.
 */
async function endsWhenTheMemberLeft(page: Page) {
  const banner = page.getByRole('banner');
  await setScenario(BALANCE, 'playing');
  await page.clock.runFor(10_000);
  await banner.getByText('1,180,000원').waitFor(); // an answer with isPlayGame Y has arrived
  await page.clock.runFor(10_000); // a tick while every answer says Y: nothing to say
  expect(await page.getByText('게임이 끝나', { exact: false }).count()).toBe(0);
  await clearScenarios();
  const beforeEnd = await requestCount(BALANCE);
  // the next answers say N (the watcher may already say so when an answer lands before its tick)
  await page.clock.runFor(5_000);
  await banner.getByText('1,250,000원').waitFor();
  // the page's clock runs on as a real one would (a poll's answer can land after the watcher's tick
  // it was meant for; the next tick then says it): at most a few ticks
  const ended = page.getByRole('status').filter({ hasText: '게임이 끝나 보유머니를 새로 불러왔습니다. 게임 창은 닫아도 됩니다.' });
  await expect
    .poll(async () => {
      if ((await ended.count()) === 0) await page.clock.runFor(5_000);
      return ended.count();
    })
    .toBeGreaterThan(0);
  // the watcher's reload, besides the poll that said N
  await expect.poll(async () => await requestCount(BALANCE)).toBeGreaterThanOrEqual(beforeEnd + 2);
}

/** `address` loaded with the game window stubbed. */
async function showLobby(page: Page, address: string) {
  await page.addInitScript(stubWindowOpen);
  await show(page, address);
}

describe('game lobbies, desktop', () => {
  it('live casino: search in Korean and English names; the launch (exact body, 1500×800 popup at top 50), recently played, the watcher reloads the balance after the window closes; a blocked popup with its link; the watcher ends the game when the balance says the member left it (isPlayGame Y, then N); B0091, 2000 and NT99; a favourite kept across a reload; the portrait vendor', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install();
    await showLobby(page, '/livecasino/evolution');
    await page.getByRole('heading', { level: 1, name: '라이브카지노 · 에볼루션' }).waitFor();
    const all = page.getByRole('list', { name: '전체 게임' });
    await all.getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).waitFor();
    expect(await all.getByRole('listitem').count()).toBe(10);
    expect(((await requestsTo(GAME_LIST)).at(-1)?.body as Record<string, unknown>)['vendorCode']).toBe('1');
    await expectAccessible(page, 'live casino lobby, desktop');

    // Search as the member types: Korean, then English names.
    const search = page.getByRole('searchbox', { name: '게임 검색' });
    await search.fill('바카라');
    const results = page.getByRole('list', { name: '검색 결과 4개' });
    await results.getByRole('button', { name: '스피드 바카라 A 게임 시작' }).waitFor();
    expect(await results.getByRole('button', { name: '크레이지 타임 게임 시작' }).count()).toBe(0);
    await search.fill('roulette');
    await page.getByRole('list', { name: '검색 결과 1개' }).getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).waitFor();
    await search.fill('없는 게임');
    await page.getByText("'없는 게임'에 맞는 게임이 없습니다.").waitFor();
    await page.getByRole('button', { name: '검색 지우기' }).click();

    // The launch (a double click launches once): one call with the game's payload, the popup's geometry.
    await all.getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).dblclick();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    expect((await requestsTo(GET_GAME)).map((r) => r.body)).toEqual([
      { siteId: 'winner', vendorKey: '1', gameType: 'live', gameKey: 'evo_lightningroulette' },
    ]);
    const [popup] = await opened(page);
    expect(popup?.url).toBe(GAME_URL);
    expect(popup?.features).toMatch(/^width=1500,height=800,top=50,left=\d+,/);
    await page.getByRole('list', { name: '최근 플레이' }).getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).waitFor();

    // The watcher: once the window is closed, within 10 s the balance is read again and the member told.
    await closePopup(page);
    const before = await requestCount(BALANCE);
    await page.clock.runFor(10_000);
    await page.getByText('게임 창이 닫혀 보유머니를 새로 불러왔습니다.').waitFor();
    await expect.poll(async () => await requestCount(BALANCE)).toBeGreaterThan(before);

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

    // Launch errors, each its own message.
    for (const [code, message] of [
      ['B0091', '현재 이용할 수 없는 게임입니다.'],
      ['2000', '게임사에서 접속을 차단했습니다.'],
      ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
    ] as const) {
      await setScenario(GET_GAME, code);
      await all.getByRole('button', { name: '크레이지 타임 게임 시작' }).click();
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
    }
    await clearScenarios();
    expect((await opened(page)).length).toBe(3);

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
    expect(problems).toEqual([]);
  });

  it('phone: the watcher ends the game when the balance says the member left it (isPlayGame Y, then N)', async () => {
    const { page, problems } = await open(MOBILE, { member: true });
    await page.clock.install();
    await showLobby(page, '/livecasino/evolution');
    await page.getByRole('list', { name: '전체 게임' }).getByRole('button', { name: '라이트닝 룰렛 게임 시작' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    await endsWhenTheMemberLeft(page);
    expect(problems).toEqual([]);
  });

  it('slots: the KPlay vendor filter; a slot framed in /slot/game and closed back to the lobby; a never-framed code gets its own window; an empty vendor; a list error with retry; LOCK_BET_YN disables launch', async () => {
    const { context, page, problems } = await open(DESKTOP, { member: true });
    await showLobby(page, '/slotgame/kplayslot');
    await page.getByRole('heading', { level: 1, name: '슬롯게임 · K-Play 슬롯' }).waitFor();
    const all = page.getByRole('list', { name: '전체 게임' });
    await all.getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' }).waitFor();
    // 88 games, 48 rendered first
    expect(await all.getByRole('listitem').count()).toBe(48);
    const vendors = page.getByRole('group', { name: '게임사' });
    await vendors.getByRole('button', { name: '하바네로' }).click();
    await page.waitForURL((url) => url.searchParams.get('vendor') === '201');
    await expect.poll(() => all.getByRole('listitem').count()).toBe(24);
    expect(await all.getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' }).count()).toBe(0);
    await expectAccessible(page, 'slot lobby with a vendor filter, desktop');

    // A slot is framed in /slot/game (the empty layout); close goes back to the filtered lobby.
    await all.getByRole('button', { name: '핫핫 프루트 게임 시작' }).click();
    await page.waitForURL((url) => url.pathname === '/slot/game');
    const frame = page.locator('iframe[title="게임 화면"]');
    expect(await frame.getAttribute('src')).toBe(GAME_URL);
    expect(new URL(page.url()).searchParams.get('vendor')).toBe('201');
    expect((await opened(page)).length).toBe(0);
    await expectAccessible(page, 'framed slot game');
    await page.getByRole('button', { name: '게임 닫기' }).click();
    await page.waitForURL((url) => url.pathname === '/slotgame/kplayslot' && url.searchParams.get('vendor') === '201');

    // A never-framed vendor code is never framed: its own window instead.
    await navigateInApp(page, `/slot/game?url=${encodeURIComponent(GAME_URL)}&vendor=33&back=%2Fslotgame%2Fkplayslot`);
    await page.getByText('이 게임사의 게임은 이 화면 안에서 열 수 없어 별도 창에서 열립니다.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: '별도 창에서 열기' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    expect((await opened(page))[0]).toMatchObject({ url: GAME_URL, features: expect.stringMatching(/^width=1500,height=800,top=50,/) });

    // A game from an origin the CSP does not let be framed (not one of the build's vendors): no
    // refused frame, its own window instead.
    const elsewhere = 'https://other-vendor.example.test/launch?token=abc';
    await navigateInApp(page, `/slot/game?url=${encodeURIComponent(elsewhere)}&vendor=201&back=%2Fslotgame%2Fkplayslot`);
    await page.getByText('이 게임사의 게임은 이 화면 안에서 열 수 없어 별도 창에서 열립니다.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: '별도 창에서 열기' }).click();
    await expect.poll(async () => (await opened(page)).map((w) => w.url)).toEqual([GAME_URL, elsewhere]);

    // An empty vendor; a list error with retry.
    await navigateInApp(page, '/slotgame/slot_ylgaming');
    await page.getByText('이 게임사에는 지금 이용할 수 있는 게임이 없습니다.').waitFor();
    await setScenario(GAME_LIST, 'E002');
    await navigateInApp(page, '/slotgame/slot_quick');
    const error = page.getByRole('alert').filter({ hasText: '지금은 요청을 처리할 수 없습니다.' });
    await error.waitFor();
    await clearScenarios();
    await error.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('button', { name: '빅 배드 울프 게임 시작' }).waitFor();

    // Games down (LOCK_BET_YN): the reason, and launch is disabled.
    // the member's topic is that of the token the page holds now (a refresh may have replaced the first)
    const token = (await context.cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;
    await waitForTopic(token);
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await page.getByRole('alert').filter({ hasText: '게임사 점검으로 지금은 게임을 시작할 수 없습니다.' }).waitFor();
    const game = page.getByRole('button', { name: '빅 배드 울프 게임 시작' });
    expect(await game.isDisabled()).toBe(true);
    const calls = await requestCount(GET_GAME);
    await game.click({ force: true });
    expect(await requestCount(GET_GAME)).toBe(calls);
    await expectAccessible(page, 'games down');
    expect(problems).toEqual([]);
  });

  it('a partner is refused (B0095) with no launch call; mobile in English: a slot lobby two per row, its search, a slot framed in /slot/game and closed back', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page } = await open(DESKTOP, { member: true });
    await showLobby(page, '/phishinggame/kplayfishing');
    await page.getByRole('heading', { level: 1, name: '피싱게임 · K-Play 피싱' }).waitFor();
    await page.getByRole('button', { name: '오션 킹 게임 시작' }).click();
    await page.getByRole('alert').filter({ hasText: '파트너 회원은 게임을 이용할 수 없습니다.' }).waitFor();
    expect(await requestCount(GET_GAME)).toBe(0);
    expect(await opened(page)).toEqual([]);
    await clearScenarios();

    const mobile = await open(MOBILE, { member: true, language: 'en' });
    const m = mobile.page;
    await showLobby(m, '/slotgame/pragslot');
    await m.getByRole('heading', { level: 1, name: 'Slots · Pragmatic slots' }).waitFor();
    const cards = m.getByRole('list', { name: 'All games' }).getByRole('listitem');
    await cards.nth(27).waitFor();
    // two per row, nothing sideways
    const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())?.y));
    expect(a).toBe(b);
    expect(c).toBeGreaterThan(a ?? 0);
    expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await m.getByRole('searchbox', { name: 'Search games' }).fill('bonanza');
    await m.getByRole('list', { name: '4 games found' }).getByRole('button', { name: 'Play Sweet Bonanza', exact: true }).waitFor();
    await expectAccessible(m, 'slot lobby, mobile, English');
    // a slot is framed in /slot/game; its close goes back to the lobby
    await m.getByRole('button', { name: 'Play Sweet Bonanza', exact: true }).click();
    await m.waitForURL((url) => url.pathname === '/slot/game');
    await m.getByRole('heading', { level: 1, name: 'Slot game' }).waitFor();
    expect(await m.locator('iframe[title="Game screen"]').getAttribute('src')).toBe(GAME_URL);
    expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectAccessible(m, 'framed game, mobile, English');
    await m.getByRole('button', { name: 'Close the game' }).click();
    await m.waitForURL((url) => url.pathname === '/slotgame/pragslot');
    expect(await opened(m)).toEqual([]);
    expect(mobile.problems).toEqual([]);
  });
});
