// Desktop routes, as docs/rules.md#routes lists them. Logged-in pages keep their own paths (/mypage/info, not
// /member/mypage/info): "/member" is their parent here (the guard and the layouts), and a
// /member/<path> address redirects to /<path>.
import type { RouteObject } from 'react-router-dom';
import { DesktopLayout } from '../desktop/DesktopLayout';
import { DesktopRoot } from '../desktop/DesktopRoot';
import { accountPages, bothLayoutsPages, esportRedirects, partnerListPages } from './both-layouts';
import { LazyScreen } from './LazyScreen';
import { RequireMember } from './RequireMember';
import { gameWindowRoute, indexPage, memberPrefixRedirect, page, pages, redirectRoute, warningRoute } from './route-helpers';
import { screens as s } from './screen-table';
import { shellScreens as shell } from './shell-screens';

// prettier-ignore
const memberPages: RouteObject[] = [
  ...bothLayoutsPages,
  page('attendendance', s.attendance),
  { path: 'result', children: [{ path: 'sport', children: pages(s.sportResults, 'winloose', 'handy', 'underover', 'special') }, page('mini', s.miniResults)] },
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
    ...accountPages,
    page('coupon/use', s.couponUse), page('coupon/gift', s.couponGift), page('coupon/list', s.couponList),
    page('point/use', s.pointUse), page('point/list', s.pointList), page('point/change', s.pointChange),
    page('message/list', s.messageList), page('message/read/:msgIdx', s.messageRead),
    page('money/list', s.moneyHistory),
  ] },
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
            { path: 'partner', element: <LazyScreen load={s.partnerLayout} />, children: partnerListPages },
          ],
        },

        ...esportRedirects,
        memberPrefixRedirect,
        // Unknown paths go to the dashboard (the main page).
        redirectRoute('*', '/'),
      ],
    },
  ];
}
