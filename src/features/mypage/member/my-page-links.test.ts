import { describe, expect, it } from 'vitest';
import { myPageLinks } from './my-page-links';

describe('my page links', () => {
  it('desktop: every my-page screen at its desktop address', () =>
    expect(myPageLinks('desktop', false).map((l) => l.to)).toEqual([
      '/mypage/info',
      '/mypage/betting/list',
      '/mypage/winlose',
      '/moneyMain/charge',
      '/moneyMain/exchange',
      '/mypage/charge/list',
      '/mypage/exchange/list',
      '/mypage/point/list',
      '/mypage/coupon/list',
      '/mypage/message/list',
      '/attendendance',
    ]));
  it('mobile: the mobile addresses, no separate histories; money give for partners only', () => {
    expect(myPageLinks('mobile', false).map((l) => l.to)).toEqual([
      '/info',
      '/bet',
      '/winlose',
      '/chargeMain',
      '/exchangeMain',
      '/pointMain',
      '/couponMain',
      '/msgMain/msg',
      '/attendance',
    ]);
    expect(myPageLinks('mobile', true).at(-1)).toEqual({ key: 'give', to: '/give' });
  });
});
