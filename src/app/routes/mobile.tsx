// Mobile routes, as docs/rules.md#routes lists them. Logged-in pages keep their own paths (/chargeMain, not
// /member/chargeMain): "/member" is their parent here (the guard and the layout), and a
// /member/<path> address redirects to /<path>.
import type { RouteObject } from 'react-router-dom';
import { MobileLayout } from '../mobile/MobileLayout';
import { MobilePartnerPages } from '../mobile/MobilePartnerPages';
import { MobileRoot } from '../mobile/MobileRoot';
import { accountPages, bothLayoutsPages, esportRedirects, partnerListPages } from './both-layouts';
import { RequireMember } from './RequireMember';
import { gameWindowRoute, indexPage, memberPrefixRedirect, page, redirectRoute, warningRoute } from './route-helpers';
import { screens as s } from './screen-table';
import { shellScreens as shell } from './shell-screens';

// prettier-ignore
const memberPages: RouteObject[] = [
  // the game lobbies, the sports boards and the free board, as on the desktop (the main page's game blocks link into them)
  ...bothLayoutsPages,
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
  ...accountPages,
  page('resultMain', s.resultsMain),
  ...esportRedirects,
  page('myinfo', s.myPage),
  page('moneyList', s.moneyHistory),
  // the rates and the reserved settlement payments, at the desktop's address (beyond the mobile route list of docs/rules.md#routes)
  { path: 'mypage', children: [page('stributor_mypage', s.distributorMyPage)] },
  // the partner home and, beyond the mobile route list, the seven partner lists
  { path: 'partner', element: <MobilePartnerPages />, children: [
    indexPage(s.partnerHome),
    ...partnerListPages,
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
