// Mobile routes, as docs/rules.md#routes lists them. Logged-in pages keep their own paths (/chargeMain, not
// /member/chargeMain): "/member" is their parent here (the guard and the layout), and a
// /member/<path> address redirects to /<path>.
import type { RouteObject } from 'react-router-dom';
import { LIVE_CASINO_CODES, SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { MobileLayout } from '../mobile/MobileLayout';
import { MobilePartnerPages } from '../mobile/MobilePartnerPages';
import { MobileRoot } from '../mobile/MobileRoot';
import { RequireMember } from './RequireMember';
import { gameWindowRoute, indexPage, memberPrefixRedirect, page, pages, redirectRoute, warningRoute } from './route-helpers';
import { screens as s } from './screen-table';
import { shellScreens as shell } from './shell-screens';

// prettier-ignore
const memberPages: RouteObject[] = [
  page('bet', s.bettingHistory),
  page('chargeMain', s.mobileCharge),
  page('exchangeMain', s.mobileExchange),
  page('pointMain', s.pointList),
  page('couponMain', s.couponList),
  { path: 'msgMain', children: [page('msg', s.messageList), page('msgRead/:msgIdx', s.messageRead)] },
  { path: 'csMain', children: [
    page('qnaList', s.qnaList), page('qna/read/:boardIdx', s.qnaRead), page('qnaWrite', s.qnaWrite),
    page('noticeList', s.noticeList), page('notice/read/:boardIdx', s.noticeRead),
    page('faq', s.faq),
    page('rule', s.bettingRules),
  ] },
  page('attendance', s.attendance),
  page('winlose', s.winLose),
  page('info', s.memberInfo),
  page('stributor', s.distributor),
  page('striNew', s.subPartnerCreate),
  page('resultMain', s.resultsMain),
  { path: 'minigame', children: pages(s.miniGame, 'powerball', 'powerladder', 'speedkino', 'kinoladder') },
  // the game lobbies, as on the desktop (the main page's game blocks link into them)
  { path: 'livecasino', children: pages(s.liveCasino, ...Object.keys(LIVE_CASINO_CODES)) },
  // one lobby per slot code of the contract's GameVendor: the side menu's and those it leaves out (/slotgame/slot_<code>)
  { path: 'slotgame', children: pages(s.slotLobby, ...Object.keys(SLOT_VENDOR_CODES)) },
  // beyond the route list (docs/rules.md#routes): the hotel casino (docs/rules.md#product), one lobby per game code of group hotel; /hotelcasino opens the first
  { path: 'hotelcasino', children: [indexPage(s.hotelCasino), page(':vendorCode', s.hotelCasino)] },
  { path: 'phishinggame', children: [page('kplayfishing', s.fishing)] },
  { path: 'esport', children: [page('gamestart', s.esports)] },
  page('rotary', s.rotary),
  page('live', s.liveVideo),
  // the sports boards and e-sports betting, as on the desktop
  { path: 'sport', children: pages(s.sportsBetting, 'livebetting', 'combinationbetting', 'special') },
  page('gameway', s.gameWay),
  redirectRoute('esport/screen', '/gameway'),
  redirectRoute('esport/single', '/gameway', { slipMode: 'single' }),
  redirectRoute('esport/multi', '/gameway', { slipMode: 'multi' }),
  { path: 'board', children: [page('list', s.boardList), page('read/:boardIdx', s.boardRead), page('write', s.boardWrite)] },
  page('myinfo', s.myPage),
  page('give', s.moneyGive),
  // beyond the route list (inferred): safer gambling
  page('safer', s.safer),
  page('security', s.security),
  page('activity', s.activity),
  page('moneyList', s.moneyHistory),
  // the rates and the reserved settlement payments, at the desktop's address (beyond the mobile route list of docs/rules.md#routes)
  { path: 'mypage', children: [page('stributor_mypage', s.distributorMyPage)] },
  // the partner home and, beyond the mobile route list, the seven partner lists
  { path: 'partner', element: <MobilePartnerPages />, children: [
    indexPage(s.partnerHome),
    page('cashList', s.partnerCashList), page('bettingList', s.partnerBettingList), page('partnerList', s.partnerList),
    page('partnerCalculationList', s.partnerCalculationList), page('partnerCalculationUserList', s.partnerCalculationUserList),
    page('partnerMemberList', s.partnerMemberList), page('partnerMoneyMoveList', s.partnerMoneyMoveList),
  ] },
];

export function createMobileRoutes(): RouteObject[] {
  return [
    {
      element: <MobileRoot />,
      children: [
        {
          element: <MobileLayout />,
          children: [
            // Open to guests: / main, /login, /join.
            indexPage(shell.mobileMain),
            page('login', s.mobileLogin),
            page('join', s.mobileSignup),
            // /member: the parent of all logged-in pages (the guard).
            { element: <RequireMember />, children: memberPages },
          ],
        },
        // /warning, where maintenance sends everyone (mobile too), without the chrome.
        warningRoute(),
        // /slot/game: the game window, an empty layout (logged in).
        { element: <RequireMember />, children: [gameWindowRoute()] },

        memberPrefixRedirect,
        // Unknown mobile paths go to the mobile main page.
        redirectRoute('*', '/'),
      ],
    },
  ];
}
