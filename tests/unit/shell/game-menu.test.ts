import { describe, expect, it } from 'vitest';
import { buildGameMenu, type CommonCode } from '@/features/site/game-menu';
import { CATEGORY_ROUTES } from '@/app/chrome/links';

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
    game('slot', '200', 1, '프라그마틱 슬롯'),
  ];

  it('one group per game group code in server order, named in the member’s language; unused and screenless groups left out', () => {
    const menu = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'en');
    expect(menu.map((g) => [g.code, g.label])).toEqual([
      ['casino', 'Live casino'],
      ['slot', 'Slots'],
    ]);
    expect(buildGameMenu(groups, codes, CATEGORY_ROUTES, 'ko')[0]?.label).toBe('라이브카지노');
  });

  it('live casino entries are the loaded vendors with a screen (SPEC §9 codes), in their order', () => {
    const [casino] = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'ko');
    expect(casino?.entries).toEqual([
      { key: 'casino-1', to: '/livecasino/evolution', label: '에볼루션' },
      { key: 'casino-10', to: '/livecasino/pragmatic', label: '프라그마틱' },
    ]);
  });

  it('a category whose codes name no screen lists its own routes of SPEC §2', () => {
    const slot = buildGameMenu(groups, codes, CATEGORY_ROUTES, 'ko')[1];
    expect(slot?.entries.map((e) => e.to)).toContain('/slotgame/pragslot');
    expect(slot?.entries).toHaveLength(10);
  });
});
