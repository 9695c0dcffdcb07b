import { describe, expect, it } from 'vitest';
import { framedGamePath, gameName, launchRefusal, launchTarget, matchesSearch, safeGameUrl } from './game-rules';

describe('the launch rules', () => {
  it('a guest must sign in; a partner is refused (B0095); a member may launch', () => {
    expect(launchRefusal({ status: 'guest', isPartner: false })).toBe('guest');
    expect(launchRefusal({ status: 'restoring', isPartner: false })).toBe('guest');
    expect(launchRefusal({ status: 'member', isPartner: true })).toBe('partner');
    expect(launchRefusal({ status: 'member', isPartner: false })).toBeNull();
  });

  it('slots are framed, other games pop up, the never-framed codes always pop up', () => {
    expect(launchTarget({ vendorKey: '200', gameType: 'slot' })).toBe('frame');
    expect(launchTarget({ vendorKey: '10', gameType: 'live' })).toBe('popup');
    expect(launchTarget({ vendorKey: '1000', gameType: 'fishing' })).toBe('popup');
    for (const code of ['001', '1', '13', '33', '293']) expect(launchTarget({ vendorKey: code, gameType: 'slot' })).toBe('popup');
  });

  it('only https game addresses are used; the frame address carries the game, its vendor and the way back', () => {
    expect(safeGameUrl('https://games.example.test/x?a=1')).toBe('https://games.example.test/x?a=1');
    expect(safeGameUrl('javascript:alert(1)')).toBeNull();
    expect(safeGameUrl('http://games.example.test/')).toBeNull();
    expect(safeGameUrl('')).toBeNull();
    const path = framedGamePath('https://g.test/?t=1&u=2', '201', '/slotgame/kplayslot?vendor=201');
    const params = new URL(path, 'https://site.test').searchParams;
    expect([params.get('url'), params.get('vendor'), params.get('back')]).toEqual([
      'https://g.test/?t=1&u=2',
      '201',
      '/slotgame/kplayslot?vendor=201',
    ]);
  });

  it('names fall back vi → en → ko; the search looks in all three', () => {
    const game = { names: { ko: '스위트 보난자', en: 'Sweet Bonanza' } };
    expect(gameName(game, 'vi')).toBe('Sweet Bonanza');
    expect(gameName(game, 'ko')).toBe('스위트 보난자');
    expect(gameName({ names: { ko: '달토끼', vi: 'Thỏ Ngọc' } }, 'en')).toBe('달토끼');
    expect(matchesSearch(game, ' bonan')).toBe(true);
    expect(matchesSearch(game, '보난자')).toBe(true);
    expect(matchesSearch({ names: { ko: '달토끼', vi: 'Thỏ Ngọc' } }, 'ngọc')).toBe(true);
    expect(matchesSearch(game, 'roulette')).toBe(false);
  });
});
