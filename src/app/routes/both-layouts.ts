// Logged-in pages both layouts show at the same path (docs/rules.md#routes): the game lobbies and boards,
// the sports boards, the free board and the partner's own pages; the member's account pages and the
// partner lists under the parent each layout gives them. desktop.tsx and mobile.tsx put them under
// their guard with the pages only one layout has.
import type { RouteObject } from 'react-router-dom';
import { LIVE_CASINO_CODES, SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { indexPage, page, pages, redirectRoute } from './route-helpers';
import { screens as s } from './screen-table';

// prettier-ignore
export const bothLayoutsPages: RouteObject[] = [
  page('stributor', s.distributor),
  page('striNew', s.subPartnerCreate),
  page('gameway', s.gameWay),
  { path: 'livecasino', children: pages(s.liveCasino, ...Object.keys(LIVE_CASINO_CODES)) },
  // one lobby per slot code of the contract's GameVendor: the side menu's and those it leaves out (/slotgame/slot_<code>)
  { path: 'slotgame', children: pages(s.slotLobby, ...Object.keys(SLOT_VENDOR_CODES)) },
  // beyond the route list (docs/rules.md#routes): the hotel casino (docs/rules.md#product), one lobby per game code of group hotel; /hotelcasino opens the first
  { path: 'hotelcasino', children: [indexPage(s.hotelCasino), page(':vendorCode', s.hotelCasino)] },
  { path: 'sport', children: pages(s.sportsBetting, 'livebetting', 'combinationbetting', 'special') },
  { path: 'esport', children: [page('gamestart', s.esports)] },
  { path: 'minigame', children: pages(s.miniGame, 'powerball', 'powerladder', 'speedkino', 'kinoladder') },
  { path: 'phishinggame', children: [page('kplayfishing', s.fishing)] },
  page('rotary', s.rotary),
  page('live', s.liveVideo),
  { path: 'board', children: [page('list', s.boardList), page('read/:boardIdx', s.boardRead), page('write', s.boardWrite)] },
];

/** E-sports: screen layout, single-folder and multi-folder betting all live on /gameway. */
export const esportRedirects: RouteObject[] = [
  redirectRoute('esport/screen', '/gameway'),
  redirectRoute('esport/single', '/gameway', { slipMode: 'single' }),
  redirectRoute('esport/multi', '/gameway', { slipMode: 'multi' }),
];

/** The member's own pages: under /mypage on the desktop, at the top on mobile. */
// prettier-ignore
export const accountPages: RouteObject[] = [
  page('winlose', s.winLose),
  page('info', s.memberInfo),
  page('give', s.moneyGive),
  // beyond the route list (inferred): safer gambling
  page('safer', s.safer),
  page('security', s.security),
  page('activity', s.activity),
];

/** The seven partner lists, under /partner (the desktop's partner layout, or mobile's partner pages). */
// prettier-ignore
export const partnerListPages: RouteObject[] = [
  page('cashList', s.partnerCashList),
  page('bettingList', s.partnerBettingList),
  page('partnerList', s.partnerList),
  page('partnerCalculationList', s.partnerCalculationList),
  page('partnerCalculationUserList', s.partnerCalculationUserList),
  page('partnerMemberList', s.partnerMemberList),
  page('partnerMoneyMoveList', s.partnerMoneyMoveList),
];
