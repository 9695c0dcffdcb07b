import { describe, expect, it } from 'vitest';
import { myPageGroups, myPageLinks } from './my-page-links';

describe('my page links', () => {
  it('desktop: every member screen at its desktop address, by group; the partner group for partners only', () => {
    expect(myPageGroups('desktop', false).map((g) => [g.group, g.links.map((l) => l.to)])).toEqual([
      ['account', ['/mypage/info', '/mypage/message/list', '/attendendance', '/mypage/safer', '/mypage/security', '/mypage/activity']],
      [
        'money',
        [
          '/moneyMain/charge',
          '/moneyMain/exchange',
          '/moneyMain/coinCharge',
          '/moneyMain/coinExchange',
          '/mypage/charge/list',
          '/mypage/exchange/list',
          '/mypage/money/list',
        ],
      ],
      ['betting', ['/mypage/betting/list', '/mypage/winlose']],
      [
        'rewards',
        [
          '/mypage/point/use',
          '/mypage/point/list',
          '/mypage/point/change',
          '/mypage/coupon/list',
          '/mypage/coupon/use',
          '/mypage/coupon/gift',
        ],
      ],
    ]);
    expect(myPageGroups('desktop', true).at(-1)).toEqual({
      group: 'partner',
      links: [
        { key: 'give', to: '/mypage/give' },
        { key: 'distributor', to: '/stributor' },
        { key: 'subPartner', to: '/striNew' },
        { key: 'distributorMyPage', to: '/mypage/stributor_mypage' },
        { key: 'partnerPages', to: '/partner/cashList' },
      ],
    });
  });
  it('desktop: "포인트 사용내역" (pointUse) opens the points history, not the conversion form', () => {
    const rewards = myPageGroups('desktop', false).find((g) => g.group === 'rewards')?.links ?? [];
    expect(rewards.find((l) => l.key === 'pointUse')?.to).toBe('/mypage/point/list');
    expect(rewards.find((l) => l.key === 'pointChange')?.to).toBe('/mypage/point/change');
  });
  it('mobile: the mobile addresses, no separate histories or tab parts; money give for partners only', () => {
    expect(myPageLinks('mobile', false).map((l) => l.to)).toEqual([
      '/info',
      '/bet',
      '/winlose',
      '/chargeMain',
      '/exchangeMain',
      '/moneyList',
      '/pointMain',
      '/couponMain',
      '/msgMain/msg',
      '/attendance',
      '/safer',
      '/security',
      '/activity',
    ]);
    expect(myPageLinks('mobile', true).at(-1)).toEqual({ key: 'give', to: '/give' });
    expect(myPageLinks('mobile', true)).toHaveLength(14);
  });
});
