// Mobile routes, as SPEC §2 lists them. Logged-in pages keep their own paths (/chargeMain, not
// /member/chargeMain): /member is their parent here (guard + layout); /member/<path> redirects.
import type { RouteObject } from 'react-router-dom';
import { BareLayout } from '../chrome/BareLayout';
import { EmptyLayout } from '../chrome/EmptyLayout';
import { MobileLayout } from '../mobile/MobileLayout';
import { MobileRoot } from '../mobile/MobileRoot';
import { RouteError } from '../pages/RouteError';
import { RouteLoading } from '../pages/RouteLoading';
import { requireMember, type GuardDeps } from './guard';
import { indexPage, memberPrefixRedirect, page, redirectRoute } from './route-helpers';
import { screens as s } from './screens';
import { shellScreens as shell } from './shell-screens';
import { authScreens as auth } from './auth-screens';

const always = () => true;

export function createMobileRoutes(deps: GuardDeps): RouteObject[] {
  return [
    {
      element: <MobileRoot />,
      errorElement: <RouteError />,
      HydrateFallback: RouteLoading,
      children: [
        // Open to guests: / main, /login, /join (and /warning, where maintenance sends everyone).
        {
          element: <MobileLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [indexPage(shell.mobileMain), page('login', auth.mobileLogin), page('join', auth.mobileSignup)],
            },
          ],
        },
        { element: <BareLayout />, children: [page('warning', shell.warning)] },

        // /member: the parent of all logged-in pages.
        {
          id: 'member',
          loader: requireMember(deps),
          shouldRevalidate: always,
          children: [
            {
              element: <MobileLayout />,
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    page('bet', s.bettingHistory),
                    page('chargeMain', s.deposit),
                    page('exchangeMain', s.withdrawal),
                    page('pointMain', s.pointList),
                    page('couponMain', s.couponList),
                    { path: 'msgMain', children: [page('msg', s.messageList), page('msgRead/:msgIdx', s.messageRead)] },
                    {
                      path: 'csMain',
                      children: [
                        page('qnaList', s.qnaList),
                        page('qna/read/:boardIdx', s.qnaRead),
                        page('qnaWrite', s.qnaWrite),
                        page('noticeList', s.noticeList),
                        page('notice/read/:boardIdx', s.noticeRead),
                        page('faq', s.faq),
                        page('rule', s.bettingRules),
                      ],
                    },
                    page('attendance', s.attendance),
                    page('winlose', s.winLose),
                    page('info', s.memberInfo),
                    page('stributor', s.distributor),
                    page('striNew', s.subPartnerCreate),
                    page('resultMain', s.resultsMain),
                    {
                      path: 'board',
                      children: [page('list', s.boardList), page('read/:boardIdx', s.boardRead), page('write', s.boardWrite)],
                    },
                    page('myinfo', s.myPage),
                    page('give', s.moneyGive),
                    page('partner', s.partnerHome),
                  ],
                },
              ],
            },
            // /slot/game: the game window, an empty layout.
            { element: <EmptyLayout />, errorElement: <RouteError />, children: [page('slot/game', s.slotGame)] },
          ],
        },

        memberPrefixRedirect,
        // Unknown mobile paths go to the mobile main page.
        redirectRoute('*', '/'),
      ],
    },
  ];
}
