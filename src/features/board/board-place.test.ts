// @vitest-environment jsdom
// The free board's place in the address and in winner_boardList: page, tab and search ride from the
// list to a post and back; a post opened on its own goes back to the remembered page and tab.
import { afterEach, describe, expect, it } from 'vitest';
import { placeFromAddress, rememberBoardPage, rememberedBoardPage } from '@/domain/board-posts/place';
import { boardListPath, boardReadPath } from './board-paths';
import { betResultOf } from '@/lib/bet-state';

const clearCookie = () => {
  document.cookie = 'winner_boardList=; max-age=0; path=/';
};
afterEach(clearCookie);

describe('free board place', () => {
  it('carries page, tab and search to a post and back', () => {
    const place = { page: 2, category: 'event', searchType: 'title', searchText: '이벤트' };
    const read = boardReadPath('desktop', 713, place);
    expect(read).toBe('/board/read/713?category=event&searchType=title&searchText=%EC%9D%B4%EB%B2%A4%ED%8A%B8&page=2');
    const back = placeFromAddress('free', new URL(read, 'http://x').searchParams);
    expect(back).toEqual(place);
    expect(boardListPath('mobile', back)).toBe('/board/list?category=event&searchType=title&searchText=%EC%9D%B4%EB%B2%A4%ED%8A%B8&page=2');
  });
  it('remembers the page and the tab in winner_boardList for a post opened on its own', () => {
    rememberBoardPage('free', 3, 'normal');
    expect(rememberedBoardPage('free')).toBe(3);
    expect(placeFromAddress('free', new URLSearchParams())).toMatchObject({ page: 3, category: 'normal' });
    expect(rememberedBoardPage('notice')).toBe(1);
    rememberBoardPage('free', 2);
    expect(placeFromAddress('free', new URLSearchParams())).toEqual({ page: 2, searchType: undefined, searchText: undefined });
  });
});

describe('bet state labels', () => {
  it.each([
    ['win', 'PASS'],
    ['lose', 'FAIL'],
    ['draw', 'TIE'],
    ['wait', 'WAIT'],
    ['bet', 'BET'],
    ['cancel', 'CANCEL'],
    ['refund', 'CANCEL'],
  ])('%s is %s', (type, label) => expect(betResultOf(type)).toBe(label));
});
