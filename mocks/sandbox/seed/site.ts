// The seeded site settings: options, banks, banners, popups, common codes, the coin rate and wallet.
// Banners and popups carry one text (the contract has no per-language text for them): Korean, as
// the real site shows them.
import type { Q } from '../db/open';
import { SETTING_DEFAULTS, setSetting, type SettingValues } from '../settings';

export const SITE_WALLET = { address: 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm', network: 'TRC20' } as const;

export const SEED_BANKS: SettingValues['banks'] = [
  { bankCode: '004', bankNameKr: '국민은행', bankNameEn: 'KB Kookmin Bank' },
  { bankCode: '088', bankNameKr: '신한은행', bankNameEn: 'Shinhan Bank' },
  { bankCode: '020', bankNameKr: '우리은행', bankNameEn: 'Woori Bank' },
  { bankCode: '090', bankNameKr: '카카오뱅크', bankNameEn: 'KakaoBank' },
  { bankCode: '081', bankNameKr: '하나은행', bankNameEn: 'Hana Bank' },
  { bankCode: '011', bankNameKr: 'NH농협은행', bankNameEn: 'NongHyup Bank' },
  { bankCode: '003', bankNameKr: 'IBK기업은행', bankNameEn: 'IBK Industrial Bank' },
  { bankCode: '023', bankNameKr: 'SC제일은행', bankNameEn: 'SC First Bank' },
  { bankCode: '089', bankNameKr: '케이뱅크', bankNameEn: 'K Bank' },
  { bankCode: '092', bankNameKr: '토스뱅크', bankNameEn: 'Toss Bank' },
];

const category = (code: string, codeName: string, codeNameEN: string, ord: number): SettingValues['codes'][number] => ({
  code,
  codeName,
  codeNameEN,
  groupCode: 'bcategory',
  groupCodeNameEN: 'Game category',
  ord,
  useYn: 'Y',
});

export const SEED_CODES: SettingValues['codes'] = [
  category('casino', '라이브카지노', 'Live casino', 1),
  category('slot', '슬롯게임', 'Slots', 2),
  category('sport', '스포츠', 'Sports', 3),
  category('hotel', '호텔카지노', 'Hotel casino', 4),
  category('esport', 'E-스포츠', 'E-sports', 5),
  category('minigame', '미니게임', 'Mini games', 6),
  category('fishing', '피싱게임', 'Fishing games', 7),
  category('virtual', '가상게임', 'Virtual games', 8),
];

export async function seedSite(q: Q): Promise<void> {
  const defaults = SETTING_DEFAULTS.siteOption;
  // the defaults (settings.ts) with the customer centre's Telegram link
  await setSetting(q, 'siteOption', { ...defaults, siteOption: { ...defaults.siteOption, sns2Link: 'https://t.me/winner_cs' } });
  await setSetting(q, 'maintenance', { startDate: null, endDate: null });
  await setSetting(q, 'banks', SEED_BANKS);
  await setSetting(q, 'banners', [
    {
      bannerIdx: 11,
      isClose: 'N',
      title: '첫충 20% 보너스',
      content: '<p>가입 후 첫 충전에 <strong>20%</strong> 보너스를 드립니다.</p>',
      imageUrl: '/images/banners/first-charge.png',
      linkUrl: '/moneyMain/charge',
      position: 'firstCharge',
      ord: 1,
    },
    {
      bannerIdx: 12,
      isClose: 'N',
      title: '주말 보너스',
      content: '<p>토·일요일 첫 충전에 <strong>10%</strong> 보너스를 더 드립니다.</p>',
      imageUrl: '/images/banners/weekend.png',
      position: 'main',
      ord: 2,
    },
    {
      bannerIdx: 13,
      isClose: 'N',
      title: '매일 첫충 10%',
      content: '<p>매일 첫 충전 시 <strong>10%</strong> 보너스!</p>',
      imageUrl: '/images/banners/daily-charge.png',
      linkUrl: '/moneyMain/charge',
      position: 'side',
      ord: 3,
    },
  ]);
  await setSetting(q, 'popups', {
    guest: [
      {
        bannerIdx: 21,
        isClose: 'Y',
        title: '신규 가입 이벤트',
        content: '<p>신규 가입 시 첫충 20% 보너스!</p>',
        position: 'main',
        ord: 1,
      },
      {
        bannerIdx: 22,
        isClose: 'Y',
        title: '은행 점검 안내',
        content: '<p>매일 23:30 ~ 00:30 은행 점검 시간에는 환전 신청이 불가합니다.</p>',
        position: 'main',
        ord: 2,
      },
    ],
    member: [
      {
        bannerIdx: 31,
        isClose: 'Y',
        title: '출석체크 이벤트',
        content: '<p>매일 출석하고 포인트 받으세요.</p>',
        position: 'login',
        ord: 1,
      },
      {
        bannerIdx: 32,
        isClose: 'Y',
        title: '계좌 문의 안내',
        content: '<p>입금 계좌는 수시로 변경됩니다. 입금 전 반드시 계좌문의를 이용해 주세요.</p>',
        position: 'login',
        ord: 2,
      },
    ],
  });
  await setSetting(q, 'codes', SEED_CODES);
  await setSetting(q, 'coinRate', 1_400);
  await setSetting(q, 'cashRules', { ...structuredClone(SETTING_DEFAULTS.cashRules), coinWallet: { ...SITE_WALLET } });
}
