// The slot game picker's vendors: slot codes in use with a lobby, in the server's order, named in the language.
import { describe, expect, it } from 'vitest';
import { slotVendors } from './slot-vendors';

const code = (c: string, ko: string, en: string, groupCode: string, ord: number, useYn: 'Y' | 'N' = 'Y') => ({
  code: c,
  codeName: ko,
  codeNameEN: en,
  groupCode,
  ord,
  useYn,
});

describe('slotVendors', () => {
  it('keeps slot codes in use that have a lobby, by ord, with their lobby paths and names', () => {
    const codes = [
      code('201', '하바네로', 'Habanero', 'slot', 3),
      code('0', 'KPLAY 슬롯', 'KPlay slots', 'slot', 1),
      code('209', '슬롯 209', 'Slot vendor 209', 'slot', 20, 'N'),
      code('999', '모름', 'Unknown', 'slot', 2),
      code('1', '에볼루션', 'Evolution', 'casino', 1),
    ];
    expect(slotVendors(codes, 'ko')).toEqual([
      { code: '0', name: 'KPLAY 슬롯', to: '/slotgame/kplayslot' },
      { code: '201', name: '하바네로', to: '/slotgame/habanero' },
    ]);
    expect(slotVendors(codes, 'en').map((v) => v.name)).toEqual(['KPlay slots', 'Habanero']);
  });
});
