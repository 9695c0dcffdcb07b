import { describe, expect, it } from 'vitest';
import { buildGameMenu, gameCodeRoute, type CommonCode } from '@/features/site/game-menu';
import { CATEGORY_ROUTES } from '@/app/chrome/links';
import { coverage } from '../../support/coverage';

const group = (code: string, ord: number, codeName: string, codeNameEN?: string, useYn?: 'Y' | 'N'): CommonCode => ({
  code,
  ord,
  codeName,
  groupCode: 'game',
  ...(codeNameEN ? { codeNameEN } : {}),
  ...(useYn ? { useYn } : {}),
});
const game = (groupCode: string, code: string, ord: number, codeName: string, codeNameEN?: string): CommonCode => ({
  code,
  ord,
  codeName,
  groupCode,
  ...(codeNameEN ? { codeNameEN } : {}),
});

describe('side menu from the loaded codes', () => {
  const groups = [
    group('slot', 3, '슬롯게임', 'Slots'),
    group('casino', 1, '라이브카지노', 'Live casino'),
    group('hotel', 2, '호텔카지노'),
    group('mini', 6, '미니게임', 'Mini games', 'N'),
  ];
  const codes = [
    game('casino', '10', 2, '프라그마틱', 'Pragmatic Play'),
    game('casino', '1', 1, '에볼루션', 'Evolution'),
    game('casino', '77', 3, '모르는 벤더'),
    game('slot', '200', 2, '프라그마틱 슬롯'),
    game('slot', '209', 3, '레드타이거', 'Red Tiger'),
    game('slot', '0', 1, 'KPLAY 슬롯', 'KPlay slots'),
    game('hotel', '402', 2, '오카다 마닐라', 'Okada Manila'),
    game('hotel', '401', 1, '솔레어 호텔', 'Solaire Resort'),
  ];

  it('one group per game group code in server order, named in the member’s language; unused and screenless groups left out', () => {
    const menu = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'en');
    expect(menu.map((g) => [g.code, g.label])).toEqual([
      ['casino', 'Live casino'],
      ['hotel', '호텔카지노'],
      ['slot', 'Slots'],
    ]);
    expect(buildGameMenu(groups, codes, CATEGORY_ROUTES, 'ko')[0]?.label).toBe('라이브카지노');
    // a hotel group without codes in use has nothing to open: left out
    expect(
      buildGameMenu(
        groups,
        codes.filter((c) => c.groupCode !== 'hotel'),
        CATEGORY_ROUTES,
        'ko',
      ).map((g) => g.code),
    ).toEqual(['casino', 'slot']);
  });

  it('the hotel casino: each of its codes in use, in their order, is a lobby /hotelcasino/<code>', () => {
    const hotel = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'en').find((g) => g.code === 'hotel');
    expect(hotel?.entries).toEqual([
      { key: 'hotel-401', to: '/hotelcasino/401', label: 'Solaire Resort' },
      { key: 'hotel-402', to: '/hotelcasino/402', label: 'Okada Manila' },
    ]);
  });

  it('slots: every slot code of docs/rules.md#constants with its lobby, the routes of docs/rules.md#routes and /slotgame/slot_<code> for the others', () => {
    const slot = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'ko').find((g) => g.code === 'slot');
    expect(slot?.entries).toEqual([
      { key: 'slot-0', to: '/slotgame/kplayslot', label: 'KPLAY 슬롯' },
      { key: 'slot-200', to: '/slotgame/pragslot', label: '프라그마틱 슬롯' },
      { key: 'slot-209', to: '/slotgame/slot_209', label: '레드타이거' },
    ]);
    for (const code of coverage.vendor_codes.slot) expect(gameCodeRoute('slot', code), code).toMatch(/^\/slotgame\/[a-z_0-9]+$/);
  });

  it('live casino entries are the loaded vendors with a screen (docs/rules.md#constants codes), in their order', () => {
    const [casino] = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'ko');
    expect(casino?.entries).toEqual([
      { key: 'casino-1', to: '/livecasino/evolution', label: '에볼루션' },
      { key: 'casino-10', to: '/livecasino/pragmatic', label: '프라그마틱' },
    ]);
  });

  it('a category whose codes name no screen lists its own routes of docs/rules.md#routes', () => {
    const slot = buildGameMenu(groups, [], CATEGORY_ROUTES, 'ko').find((g) => g.code === 'slot');
    expect(slot?.entries.map((e) => e.to)).toContain('/slotgame/pragslot');
    expect(slot?.entries).toHaveLength(10);
  });
});
