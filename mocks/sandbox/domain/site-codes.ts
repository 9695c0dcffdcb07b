// The site's code tables (/api/common/code, /gameCodes, /gameGroupCodes): the `codes` setting where
// it has rows of a group, else the built-in rows below (the contract's examples: the vendor (docs/rules.md#constants)
// codes and the hotel casino's). A group is the codes' groupCode: `game` holds the game categories,
// each category (casino, slot, hotel …) its vendors, `bcategory` the main page's categories.
import type { components } from '../../../src/api/generated/schema';
import { eq } from 'drizzle-orm';
import type { Q } from '../db/open';
import { gameVendors } from '../db/schema';
import { getSetting } from '../settings';

type CommonCode = components['schemas']['CommonCode'];

const GROUP_NAMES: Record<string, string> = {
  casino: 'Live casino',
  slot: 'Slots',
  hotel: 'Hotel casino',
  esport: 'E-sports',
  fishing: 'Fishing games',
  virtual: 'Virtual games',
};

/** [code, Korean name, English name, category] per vendor, in the order the menus show them. */
const VENDORS: [string, string, string, string][] = [
  ['1', '에볼루션', 'Evolution', 'casino'],
  ['2', '빅게이밍', 'Big Gaming', 'casino'],
  ['5', '아시아게이밍', 'Asia Gaming', 'casino'],
  ['6', '드림게이밍', 'Dream Gaming', 'casino'],
  ['9', '섹시게이밍', 'Sexy Gaming', 'casino'],
  ['10', '프라그마틱 라이브', 'Pragmatic Play Live', 'casino'],
  ['0', 'KPLAY 슬롯', 'KPlay slots', 'slot'],
  ['200', '프라그마틱', 'Pragmatic Play', 'slot'],
  ['201', '하바네로', 'Habanero', 'slot'],
  ['202', '엘리시움', 'Elysium', 'slot'],
  ['203', '퀵스핀', 'Quickspin', 'slot'],
  ['204', '스페이드게이밍', 'Spadegaming', 'slot'],
  ['205', '플레이앤고', "Play'n GO", 'slot'],
  ['206', '월드매치', 'World Match', 'slot'],
  ['207', '마이크로게이밍', 'Microgaming', 'slot'],
  ['208', 'YL게이밍', 'YL Gaming', 'slot'],
  ['209', '레드타이거', 'Red Tiger', 'slot'],
  ['212', '넷엔트', 'NetEnt', 'slot'],
  ['213', '블루프린트', 'Blueprint Gaming', 'slot'],
  ['214', '릴렉스게이밍', 'Relax Gaming', 'slot'],
  ['215', '노리밋시티', 'Nolimit City', 'slot'],
  ['216', '핵쏘게이밍', 'Hacksaw Gaming', 'slot'],
  ['217', '푸시게이밍', 'Push Gaming', 'slot'],
  ['218', '썬더킥', 'Thunderkick', 'slot'],
  ['219', '부운고', 'Booongo', 'slot'],
  ['220', 'CQ9', 'CQ9', 'slot'],
  ['221', 'PG소프트', 'PG Soft', 'slot'],
  ['401', '솔레어 호텔', 'Solaire Resort', 'hotel'],
  ['402', '오카다 마닐라', 'Okada Manila', 'hotel'],
  ['403', '시티 오브 드림즈', 'City of Dreams', 'hotel'],
  ['101', 'e스포츠', 'E-sports', 'esport'],
  ['1000', 'KPLAY 피싱', 'KPlay fishing', 'fishing'],
  ['300', '가상게임', 'Virtual games', 'virtual'],
];

/** [code, Korean name, English name] of the game categories (group `game`). */
const CATEGORIES: [string, string, string][] = [
  ['casino', '라이브카지노', 'Live casino'],
  ['hotel', '호텔카지노', 'Hotel casino'],
  ['slot', '슬롯게임', 'Slots'],
  ['sport', '스포츠', 'Sports'],
  ['esport', 'e스포츠', 'E-sports'],
  ['mini', '미니게임', 'Mini games'],
  ['fishing', '피싱게임', 'Fishing games'],
];

/** The main page's categories (group `bcategory`). */
const BCATEGORIES: [string, string, string][] = [
  ['casino', '라이브카지노', 'Live casino'],
  ['slot', '슬롯게임', 'Slots'],
  ['sport', '스포츠', 'Sports'],
];

export const BUILT_IN_CODES: CommonCode[] = [
  ...CATEGORIES.map(([code, codeName, codeNameEN], i) => ({ code, codeName, codeNameEN, groupCode: 'game', ord: i + 1 })),
  ...BCATEGORIES.map(([code, codeName, codeNameEN], i) => ({
    code,
    codeName,
    codeNameEN,
    groupCode: 'bcategory',
    groupCodeNameEN: 'Game category',
    ord: i + 1,
    useYn: 'Y' as const,
  })),
  ...VENDORS.map(([code, codeName, codeNameEN, groupCode]) => ({
    code,
    codeName,
    codeNameEN,
    groupCode,
    groupCodeNameEN: GROUP_NAMES[groupCode] ?? groupCode,
    ord: VENDORS.filter((v) => v[3] === groupCode).findIndex((v) => v[0] === code) + 1,
    useYn: 'Y' as const,
  })),
];

/** The vendor categories the built-in codes have (virtual has vendors but no menu of its own). */
const VENDOR_GROUPS = [...new Set(VENDORS.map((v) => v[3]))];

/** The codes of every group, the setting's rows replacing the built-in ones group by group. */
export async function codeTable(q: Q): Promise<(group: string) => CommonCode[]> {
  const set = await getSetting(q, 'codes');
  return (group) => {
    const own = set.filter((c) => c.groupCode === group);
    return (own.length ? own : BUILT_IN_CODES.filter((c) => c.groupCode === group)).slice().sort((a, b) => a.ord - b.ord);
  };
}

/** The vendors of one category, or of every category (the game groups and the built-in vendor groups). */
export async function gameCodesOf(q: Q, groupCode?: string, code?: string): Promise<CommonCode[]> {
  const of = await codeTable(q);
  const groups = groupCode ? [groupCode] : [...new Set([...VENDOR_GROUPS, ...of('game').map((c) => c.code)])];
  // a vendor the console switched off (game_vendors, domain/games.ts) is out of use in the menus
  const off = new Set(
    (await q.select({ code: gameVendors.code }).from(gameVendors).where(eq(gameVendors.enabled, false))).map((v) => v.code),
  );
  return groups
    .flatMap(of)
    .filter((c) => code === undefined || c.code === code)
    .map((c) => (off.has(c.code) ? { ...c, useYn: 'N' as const } : c));
}
