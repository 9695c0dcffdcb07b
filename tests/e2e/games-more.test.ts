// The games' second slice in Chromium against the mock: /rotary (the virtual games lobby)
// launching into the game popup; games down by LOCK_BET_YN and back by LOCK_BET_YN N/Y (pushes;
// game-up: launch enabled again without a reload); /live with a broadcast (the frame); the slot game
// picker (side menu) leading to a slot lobby. axe on the states the route walk does not reach (a
// broadcast, the picker).
// The virtual lobby's list and a launch's exact body, /live without a broadcast:
// tests/screen/games.test.tsx. The main page's game blocks (a guest's launch, two per row on a phone):
// tests/e2e/main.test.ts.
import { describe, expect, it } from 'vitest';
import { push, waitForTopic } from './support/push';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { setScenario } from './support/mock';
import { opened, stubWindowOpen } from './support/game-window';
import { MEMBER_TOKEN, navigateInApp, show, useShellSuite } from './support/shell';

const open = useShellSuite();
const GAME_URL = 'https://games.example.test/launch?token=abc';

describe('games, second slice', () => {
  it('rotary: virtual games launched in the popup; LOCK_BET_YN disables launch and N/Y enables it again; /live with a broadcast; the slot game picker leads to a slot lobby', async () => {
    // a broadcast on (/live's page without one is the route walk's; its words: tests/screen/games.test.tsx)
    await setScenario('/api/main', 'liveVideo');
    const { context, page, problems } = await open(DESKTOP, { member: true });
    await page.addInitScript(stubWindowOpen);
    await show(page, '/rotary');
    await page.getByRole('heading', { level: 1, name: '가상게임' }).waitFor();
    const all = page.getByRole('list', { name: '전체 게임' });
    const soccer = all.getByRole('button', { name: '가상 축구 게임 시작' });
    await soccer.waitFor();
    expect(await all.getByRole('listitem').count()).toBe(10);
    await soccer.click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    const [popup] = await opened(page);
    expect(popup?.url).toBe(GAME_URL);
    expect(popup?.features).toContain('width=1500');

    // Games down, then back (game-up) without a reload
    const token = (await context.cookies()).find((c) => c.name === 'winner_auth_token')?.value ?? MEMBER_TOKEN;
    await waitForTopic(token);
    const racing = all.getByRole('button', { name: '가상 경마 게임 시작' });
    expect(await push(token, 'LOCK_BET_YN', 'Y', 'N')).toBe(1);
    await page.getByRole('alert').filter({ hasText: '게임사 점검으로 지금은 게임을 시작할 수 없습니다.' }).waitFor();
    await expect.poll(() => racing.isDisabled()).toBe(true);
    expect(await push(token, 'LOCK_BET_YN', 'N', 'Y')).toBe(1);
    await expect.poll(() => racing.isDisabled()).toBe(false);
    expect(await page.getByRole('alert').filter({ hasText: '게임사 점검' }).count()).toBe(0);
    await racing.click();
    await expect.poll(async () => (await opened(page)).length).toBe(2);

    // Live video: a broadcast in its frame
    await navigateInApp(page, '/live');
    await page.getByRole('heading', { level: 1, name: '라이브 영상' }).waitFor();
    const frame = page.locator('iframe[title="라이브 스포츠 중계"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe('https://video.example.test/live/sports-1');
    await expectAccessible(page, 'live video, a broadcast');

    // The slot game picker of the side menu
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '슬롯게임 선택' }).click();
    const picker = page.getByRole('dialog', { name: '슬롯게임 선택' });
    const habanero = picker.getByRole('link', { name: '하바네로' });
    await habanero.waitFor();
    // the slot codes in use, each with its lobby: KPlay, the nine named slot vendors (docs/rules.md#routes) and the eleven codes beyond that list
    expect(await picker.getByRole('link').count()).toBe(21);
    await expectAccessible(page, 'slot game picker');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '슬롯게임 선택' }).click();
    await habanero.click();
    await page.waitForURL((url) => url.pathname === '/slotgame/habanero');
    await page.getByRole('heading', { level: 1, name: '슬롯게임 · 하바네로' }).waitFor();
    expect(await picker.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
