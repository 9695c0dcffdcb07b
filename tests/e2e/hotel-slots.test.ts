// The hotel casino (docs/rules.md#product; /hotelcasino/<code>, beyond the routes (docs/rules.md#routes)) and the slot lobbies of
// the slot codes (docs/rules.md#constants) 209 and 212-221 (/slotgame/slot_<code>, beyond the route list (docs/rules.md#routes)), in Chromium
// against the mock. Desktop: the side menu's hotel casino group lists the hotel group's codes, a
// lobby launches a table in the game popup, its venue links move between lobbies, /hotelcasino opens
// the first, an unknown code is told so; the side menu's slot group and the slot picker reach every
// slot code's lobby. Phone, in English: the phone menu's hotel casino and slots, a table launched, a
// lobby of the later slot codes. axe on the lobbies (the route walk does not open them) and the
// unknown venue.
// Each lobby's list asked (its vendor code), the tables' launch bodies and no list asked for an
// unknown venue: tests/screen/games.test.tsx.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { opened, stubWindowOpen } from './support/game-window';
import { navigateInApp, show, useShellSuite } from './support/shell';

const open = useShellSuite();
const GAME_URL = 'https://games.example.test/launch?token=abc';

describe('hotel casino and every slot code', () => {
  it('desktop: the side menu’s hotel casino, a table launched in the popup, its venues, /hotelcasino and an unknown code; the slot group and the picker reach slot codes 209 and 212-221', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.addInitScript(stubWindowOpen);
    await show(page, '/rotary');
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    await menu.getByRole('button', { name: '호텔카지노' }).click();
    for (const name of ['솔레어 호텔', '오카다 마닐라', '시티 오브 드림즈']) await menu.getByRole('link', { name }).waitFor();
    await menu.getByRole('link', { name: '솔레어 호텔' }).click();
    await page.waitForURL((url) => url.pathname === '/hotelcasino/401');
    await page.getByRole('heading', { level: 1, name: '호텔카지노 · 솔레어 호텔' }).waitFor();
    const all = page.getByRole('list', { name: '전체 게임' });
    await all.getByRole('button', { name: '솔레어 바카라 1 게임 시작' }).waitFor();
    expect(await all.getByRole('listitem').count()).toBe(4);
    const venues = page.getByRole('navigation', { name: '호텔카지노 게임사' });
    expect(await venues.getByRole('link', { name: '솔레어 호텔' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'hotel casino lobby, desktop');

    // a table launches like every live table: the 1500×800 popup
    await all.getByRole('button', { name: '솔레어 바카라 1 게임 시작' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);
    expect((await opened(page))[0]).toMatchObject({ url: GAME_URL, features: expect.stringMatching(/^width=1500,height=800,top=50,/) });

    // the venues move between lobbies; /hotelcasino opens the first; a code that is not the hotel casino's is told so
    await venues.getByRole('link', { name: '오카다 마닐라' }).click();
    await page.getByRole('heading', { level: 1, name: '호텔카지노 · 오카다 마닐라' }).waitFor();
    await page.getByRole('button', { name: '오카다 스퀴즈 바카라 게임 시작' }).waitFor();
    await navigateInApp(page, '/hotelcasino');
    await page.waitForURL((url) => url.pathname === '/hotelcasino/401');
    await page.getByRole('heading', { level: 1, name: '호텔카지노 · 솔레어 호텔' }).waitFor();
    await navigateInApp(page, '/hotelcasino/1');
    await page.getByRole('status').filter({ hasText: '이 호텔카지노는 지금 이용할 수 없습니다.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: '호텔카지노' }).waitFor();
    await venues.getByRole('link', { name: '시티 오브 드림즈' }).waitFor();
    await expectAccessible(page, 'hotel casino, unknown venue');

    // slots: the side menu's slot group lists every slot code in use, 209 and 212-221 included
    const slotGroup = menu.getByRole('button', { name: '슬롯게임', exact: true });
    await slotGroup.click();
    expect(await slotGroup.getAttribute('aria-expanded')).toBe('true');
    const slots = page.locator(`[id="${await slotGroup.getAttribute('aria-controls')}"]`);
    await slots.getByRole('link', { name: 'PG소프트' }).waitFor();
    expect(await slots.getByRole('link').count()).toBe(21);
    await slots.getByRole('link', { name: '레드타이거' }).click();
    await page.waitForURL((url) => url.pathname === '/slotgame/slot_209');
    await page.getByRole('heading', { level: 1, name: '슬롯게임 · 레드타이거' }).waitFor();
    await page.getByRole('list', { name: '전체 게임' }).getByRole('button', { name: '드래곤 포춘 게임 시작' }).waitFor();
    // the slot game picker too
    await menu.getByRole('button', { name: '슬롯게임 선택' }).click();
    const picker = page.getByRole('dialog', { name: '슬롯게임 선택' });
    await picker.getByRole('link', { name: '넷엔트' }).click();
    await page.waitForURL((url) => url.pathname === '/slotgame/slot_212');
    await page.getByRole('heading', { level: 1, name: '슬롯게임 · 넷엔트' }).waitFor();
    await page.getByRole('button', { name: '스타버스트 게임 시작' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('phone, in English: the menu’s hotel casino opens the first venue, another venue’s table launched; the menu’s slots and a later slot code’s lobby', async () => {
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await page.addInitScript(stubWindowOpen);
    await show(page, '/live');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'WINNER menu' });
    await menu.getByRole('link', { name: 'Hotel casino' }).click();
    await page.waitForURL((url) => url.pathname === '/hotelcasino/401');
    await page.getByRole('heading', { level: 1, name: 'Hotel casino · Solaire Resort' }).waitFor();
    const venues = page.getByRole('navigation', { name: 'Hotel casino venues' });
    await venues.getByRole('link', { name: 'City of Dreams' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hotel casino · City of Dreams' }).waitFor();
    const table = page.getByRole('list', { name: 'All games' }).getByRole('button', { name: 'Play Dreams Baccarat' });
    await table.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectAccessible(page, 'hotel casino lobby, mobile, English');
    await table.click();
    await expect.poll(async () => (await opened(page)).length).toBe(1);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Slots' }).click();
    await page.waitForURL((url) => url.pathname === '/slotgame/kplayslot');
    // the KPlay lobby's vendor filter holds the later slot codes' vendors too
    await page.getByRole('group', { name: 'Provider' }).getByRole('button', { name: 'PG Soft' }).waitFor();
    await navigateInApp(page, '/slotgame/slot_221');
    await page.getByRole('heading', { level: 1, name: 'Slots · PG Soft' }).waitFor();
    await page.getByRole('button', { name: 'Play Mahjong Ways' }).waitFor();
    expect(problems).toEqual([]);
  });
});
