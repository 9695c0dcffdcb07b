// Desktop routes, as docs/rules.md#routes lists them. Logged-in pages keep their own paths (/mypage/info, not
// /member/mypage/info): "/member" is their parent here (the guard and the layouts), and a
// /member/<path> address redirects to /<path>.
import type { RouteObject } from 'react-router-dom';
import { LIVE_CASINO_CODES, SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { DesktopLayout } from '../desktop/DesktopLayout';
import { DesktopRoot } from '../desktop/DesktopRoot';
import { LazyScreen } from './LazyScreen';
import { RequireMember } from './RequireMember';
import { gameWindowRoute, indexPage, memberPrefixRedirect, page, pages, redirectRoute, warningRoute } from './route-helpers';
import { screens as s } from './screen-table';
import { shellScreens as shell } from './shell-screens';

// prettier-ignore
const memberPages: RouteObject[] = [
  page('stributor', s.distributor),
  page('striNew', s.subPartnerCreate),
  page('attendendance', s.attendance),
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
  { path: 'result', children: [{ path: 'sport', children: pages(s.sportResults, 'winloose', 'handy', 'underover', 'special') }, page('mini', s.miniResults)] },
  { path: 'board', children: [page('list', s.boardList), page('read/:boardIdx', s.boardRead), page('write', s.boardWrite)] },
  { path: 'cscenter', children: [
    page('notice/list', s.noticeList), page('notice/read/:boardIdx', s.noticeRead),
    page('qna/list', s.qnaList), page('qna/write', s.qnaWrite), page('qna/read/:boardIdx', s.qnaRead),
    page('faq/list', s.faq),
    page('accountqna', s.accountQna),
    page('bettingguide/sport', s.bettingGuide),
    page('gameguide', s.gameGuide),
  ] },
  { path: 'moneyMain', children: [page('charge', s.deposit), page('exchange', s.withdrawal), page('coinCharge', s.coinDeposit), page('coinExchange', s.coinWithdrawal)] },
  { path: 'mypage', children: [
    // the member's hub (docs/rules.md#routes "my page"; the top bar's nickname links here)
    indexPage(s.myPage),
    page('betting/list', s.bettingHistory), page('charge/list', s.depositHistory), page('exchange/list', s.withdrawalHistory),
    page('stributor_mypage', s.distributorMyPage),
    page('winlose', s.winLose),
    page('coupon/use', s.couponUse), page('coupon/gift', s.couponGift), page('coupon/list', s.couponList),
    page('point/use', s.pointUse), page('point/list', s.pointList), page('point/change', s.pointChange),
    page('message/list', s.messageList), page('message/read/:msgIdx', s.messageRead),
    page('info', s.memberInfo),
    page('give', s.moneyGive),
    // beyond the route list (inferred): safer gambling
    page('safer', s.safer),
    page('security', s.security),
    page('activity', s.activity),
    page('money/list', s.moneyHistory),
  ] },
];

// prettier-ignore
const partnerPages: RouteObject[] = [
  page('cashList', s.partnerCashList),
  page('bettingList', s.partnerBettingList),
  page('partnerList', s.partnerList),
  page('partnerCalculationList', s.partnerCalculationList),
  page('partnerCalculationUserList', s.partnerCalculationUserList),
  page('partnerMemberList', s.partnerMemberList),
  page('partnerMoneyMoveList', s.partnerMoneyMoveList),
];

export function createDesktopRoutes(): RouteObject[] {
  return [
    {
      element: <DesktopRoot />,
      children: [
        {
          element: <DesktopLayout />,
          children: [
            // Open to guests: / main (the dashboard).
            indexPage(shell.desktopMain),
            // /member: the parent of all logged-in pages (the guard).
            { element: <RequireMember />, children: memberPages },
          ],
        },
        // Open to guests: /warning maintenance, without the chrome.
        warningRoute(),
        {
          element: <RequireMember />,
          children: [
            // /slot/game: the game window, an empty layout.
            gameWindowRoute(),
            // /partner: partner pages hide the normal header (their layout loads with them).
            { path: 'partner', element: <LazyScreen load={s.partnerLayout} />, children: partnerPages },
          ],
        },

        // E-sports: screen layout, single-folder and multi-folder betting all live on /gameway.
        redirectRoute('esport/screen', '/gameway'),
        redirectRoute('esport/single', '/gameway', { slipMode: 'single' }),
        redirectRoute('esport/multi', '/gameway', { slipMode: 'multi' }),
        memberPrefixRedirect,
        // Unknown paths go to the dashboard (the main page).
        redirectRoute('*', '/'),
      ],
    },
  ];
}
