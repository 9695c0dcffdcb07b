// Every screen, loaded lazily (one chunk each). This table is itself a chunk: the route tables name the
// screens through ./screen-table.ts, which loads it on first use (and when idle after start). A route mounts
// its feature's screen directly (with the props that say which view, where one screen serves several
// routes); every component mounted here is a `*Screen` (README, "Names").
// Screens are built with MUI: each arrives inside MUI's theme (withMui), which loads with the first one.
import { createElement, type ComponentType } from 'react';
import { withMui } from '../mui/with-mui';

type Load = () => Promise<ComponentType>;

/** The screen with the props its route gives it (e.g. which view of the points screen). */
function withProps<P extends object>(Screen: ComponentType<P>, props: P): ComponentType {
  const Mounted = () => createElement(Screen, props);
  Mounted.displayName = Screen.displayName ?? Screen.name;
  return Mounted;
}

const pages = {
  // The partner layout (/partner/*, desktop), the phone's login and signup pages, the warning page.
  partnerLayout: () => import('../desktop/PartnerLayout').then((m) => m.PartnerLayout),
  mobileLogin: () => import('@/features/auth/pages/MobileLoginScreen').then((m) => m.MobileLoginScreen),
  mobileSignup: () => import('@/features/auth/pages/MobileSignupScreen').then((m) => m.MobileSignupScreen),
  warning: () => import('@/features/site/pages/WarningScreen').then((m) => m.WarningScreen),
  liveCasino: () => import('@/features/games/pages/LiveCasinoScreen').then((m) => m.LiveCasinoScreen),
  hotelCasino: () => import('@/features/games/pages/HotelCasinoScreen').then((m) => m.HotelCasinoScreen),
  slotLobby: () => import('@/features/games/pages/SlotLobbyScreen').then((m) => m.SlotLobbyScreen),
  fishing: () => import('@/features/games/pages/FishingScreen').then((m) => m.FishingScreen),
  rotary: () => import('@/features/games/pages/RotaryScreen').then((m) => m.RotaryScreen),
  liveVideo: () => import('@/features/games/pages/LiveVideoScreen').then((m) => m.LiveVideoScreen),
  slotGame: () => import('@/features/games/pages/SlotGameScreen').then((m) => m.SlotGameScreen),
  sportsBetting: () => import('@/features/sports/pages/SportsBettingScreen').then((m) => m.SportsBettingScreen),
  esports: () => import('@/features/games/pages/ESportsGameScreen').then((m) => m.ESportsGameScreen),
  gameWay: () => import('@/features/sports/pages/GameWayScreen').then((m) => m.GameWayScreen),
  miniGame: () => import('@/features/minigames/pages/MiniGameScreen').then((m) => m.MiniGameScreen),
  sportResults: () => import('@/features/results/pages/SportResultsScreen').then((m) => m.SportResultsScreen),
  // Mini game results (/result/mini): the last draws of each game, paged (the list is the screen's frame).
  miniResults: () => import('@/features/results/mini/MiniResultsScreen').then((m) => m.MiniResultsScreen),
  resultsMain: () => import('@/features/results/pages/ResultsMainScreen').then((m) => m.ResultsMainScreen),
  // The free board's list (/board/list, both layouts).
  boardList: () => import('@/features/board/list/BoardListScreen').then((m) => m.BoardListScreen),
  // A free-board post with its comments and attached bets (/board/read/:boardIdx, both layouts).
  boardRead: () => import('@/features/board/read/BoardReadScreen').then((m) => m.BoardReadScreen),
  // Writing a free-board post, optionally with attached bets (/board/write, both layouts).
  boardWrite: () => import('@/features/board/write/BoardWriteScreen').then((m) => m.BoardWriteScreen),
  // Notices (/cscenter/notice/list, mobile /csMain/noticeList): the notice board by page, each title a link to the notice.
  noticeList: () => import('@/features/cscenter/notices/NoticeListScreen').then((m) => m.NoticeListScreen),
  // A notice (/cscenter/notice/read/:boardIdx, mobile /csMain/notice/read/:boardIdx): its content, and back to the list's page.
  noticeRead: () => import('@/features/cscenter/notices/NoticeReadScreen').then((m) => m.NoticeReadScreen),
  // My 1:1 inquiries (/cscenter/qna/list, mobile /csMain/qnaList): type, title (a link), date and state, by page.
  qnaList: () => import('@/features/cscenter/qna/QnaListScreen').then((m) => m.QnaListScreen),
  // Writing an inquiry (/cscenter/qna/write, mobile /csMain/qnaWrite): type, title and content, confirmed and sent once.
  qnaWrite: () => import('@/features/cscenter/qna/QnaWriteScreen').then((m) => m.QnaWriteScreen),
  // An inquiry and its answer (/cscenter/qna/read/:boardIdx, mobile /csMain/qna/read/:boardIdx).
  qnaRead: () => import('@/features/cscenter/qna/QnaReadScreen').then((m) => m.QnaReadScreen),
  // Frequently asked questions (/cscenter/faq/list, mobile /csMain/faq): expandable entries and a search.
  faq: () => import('@/features/cscenter/faq/FaqScreen').then((m) => m.FaqScreen),
  // Bank account inquiry (/cscenter/accountqna): one click asks for the deposit account; my account inquiries and their answers.
  accountQna: () => import('@/features/cscenter/accountqna/AccountQnaScreen').then((m) => m.AccountQnaScreen),
  // Sports betting guide (/cscenter/bettingguide/sport): bet types, how to bet and settlement. The text is locales/<lang>/guides.json.
  bettingGuide: () => import('@/features/cscenter/guides/GuideView').then((m) => withProps(m.GuideView, { guideKey: 'bettingGuide' })),
  // Game guide (/cscenter/gameguide): mini games, casino, slots, fishing and game money. The text is locales/<lang>/guides.json.
  gameGuide: () => import('@/features/cscenter/guides/GuideView').then((m) => withProps(m.GuideView, { guideKey: 'gameGuide' })),
  // Betting rules (mobile /csMain/rule): account, limits, waits and blocks, deposits and withdrawals. The text is locales/<lang>/guides.json.
  bettingRules: () => import('@/features/cscenter/guides/GuideView').then((m) => withProps(m.GuideView, { guideKey: 'bettingRules' })),
  deposit: () => import('@/features/money/pages/DepositScreen').then((m) => m.DepositScreen),
  withdrawal: () => import('@/features/money/pages/WithdrawalScreen').then((m) => m.WithdrawalScreen),
  mobileCharge: () => import('../pages/MobileChargeScreen').then((m) => m.MobileChargeScreen),
  mobileExchange: () => import('../pages/MobileExchangeScreen').then((m) => m.MobileExchangeScreen),
  coinDeposit: () => import('@/features/money/pages/CoinDepositScreen').then((m) => m.CoinDepositScreen),
  coinWithdrawal: () => import('@/features/money/pages/CoinWithdrawalScreen').then((m) => m.CoinWithdrawalScreen),
  // Betting history (/mypage/betting/list, mobile /bet): the member's bets by group, vendor, dates and page, each with its detail.
  bettingHistory: () => import('@/features/mypage/betting/BettingHistoryScreen').then((m) => m.BettingHistoryScreen),
  // Deposit history (/mypage/charge/list): the member's deposit requests, by date range and page.
  depositHistory: () =>
    import('@/features/mypage/history/CashHistoryScreen').then((m) => withProps(m.CashHistoryScreen, { cashType: 'in' })),
  // Withdrawal history (/mypage/exchange/list): the member's withdrawal requests, by date range and page.
  withdrawalHistory: () =>
    import('@/features/mypage/history/CashHistoryScreen').then((m) => withProps(m.CashHistoryScreen, { cashType: 'out' })),
  // Win/loss (/mypage/winlose, mobile /winlose): the member's bet, win and win−lose totals over a date range, day by day.
  winLose: () => import('@/features/mypage/betting/WinLoseScreen').then((m) => m.WinLoseScreen),
  // Using a coupon (/mypage/coupon/use): the member's unused coupons, each with its use button.
  couponUse: () => import('@/features/mypage/coupons/CouponsScreen').then((m) => withProps(m.CouponsScreen, { view: 'use' })),
  // Gifting a coupon (/mypage/coupon/gift): one of the member's unused coupons to another member.
  couponGift: () => import('@/features/mypage/coupons/CouponsScreen').then((m) => withProps(m.CouponsScreen, { view: 'gift' })),
  // Coupon history (/mypage/coupon/list); mobile /couponMain offers use, gift and history as tabs.
  couponList: () => import('@/features/mypage/coupons/CouponsScreen').then((m) => withProps(m.CouponsScreen, { view: 'list' })),
  // Point use (/mypage/point/use): the member's points and their conversion to cash.
  pointUse: () => import('@/features/mypage/points/PointsScreen').then((m) => withProps(m.PointsScreen, { view: 'use' })),
  // Point history (/mypage/point/list; mobile /pointMain shows the summary, the conversion and the list together).
  pointList: () => import('@/features/mypage/points/PointsScreen').then((m) => withProps(m.PointsScreen, { view: 'list' })),
  // Point conversion (/mypage/point/change): points to cash.
  pointChange: () => import('@/features/mypage/points/PointsScreen').then((m) => withProps(m.PointsScreen, { view: 'change' })),
  // Message box (/mypage/message/list, mobile /msgMain/msg): the member's messages, by page, with delete and mark all read.
  messageList: () => import('@/features/mypage/messages/MessageListScreen').then((m) => m.MessageListScreen),
  // A message (/mypage/message/read/:msgIdx, mobile /msgMain/msgRead/:msgIdx): reading it marks it read.
  messageRead: () => import('@/features/mypage/messages/MessageReadScreen').then((m) => m.MessageReadScreen),
  memberInfo: () => import('@/features/mypage/pages/MemberInfoScreen').then((m) => m.MemberInfoScreen),
  // Attendance check (/attendendance, mobile /attendance): this month's check-ins and today's check-in.
  attendance: () => import('@/features/mypage/attendance/AttendanceScreen').then((m) => m.AttendanceScreen),
  myPage: () => import('@/features/mypage/pages/MyPageScreen').then((m) => m.MyPageScreen),
  // Safer gambling (/mypage/safer, mobile /safer; inferred): limits, the reality check, a time-out or self-exclusion.
  safer: () => import('@/features/safety/SaferScreen').then((m) => m.SaferScreen),
  // Account security (/mypage/security, mobile /security; inferred): signed-in sessions and the login history.
  security: () => import('@/features/security/SecurityScreen').then((m) => m.SecurityScreen),
  // The activity statement (/mypage/activity, mobile /activity; inferred): deposits, withdrawals, bets and the net result per month, CSV.
  activity: () => import('@/features/activity/ActivityScreen').then((m) => m.ActivityScreen),
  // The money history (/mypage/money/list, mobile /moneyList; inferred): every movement of cash and points with its reason and the balance after it, CSV.
  moneyHistory: () => import('@/features/mypage/ledger/MoneyHistoryScreen').then((m) => m.MoneyHistoryScreen),
  distributor: () => import('@/features/partner/pages/DistributorScreen').then((m) => m.DistributorScreen),
  subPartnerCreate: () => import('@/features/partner/pages/SubPartnerCreateScreen').then((m) => m.SubPartnerCreateScreen),
  distributorMyPage: () => import('@/features/partner/pages/DistributorMyPageScreen').then((m) => m.DistributorMyPageScreen),
  moneyGive: () => import('@/features/partner/pages/MoneyGiveScreen').then((m) => m.MoneyGiveScreen),
  // Sub-members’ deposits and withdrawals (/partner/cashList), in the partner layout (which gives its width and padding).
  partnerCashList: () => import('@/features/partner/cash-list/CashListScreen').then((m) => m.CashListScreen),
  // Sub-members’ bets (/partner/bettingList), in the partner layout (which gives its width and padding).
  partnerBettingList: () => import('@/features/partner/betting-list/BettingListScreen').then((m) => m.BettingListScreen),
  // Sub-partners with their role, state, holdings and rates (/partner/partnerList), in the partner layout.
  partnerList: () => import('@/features/partner/partner-list/PartnerListScreen').then((m) => m.PartnerListScreen),
  // Settlements per sub-partner (/partner/partnerCalculationList), in the partner layout.
  partnerCalculationList: () =>
    import('@/features/partner/settlements/SettlementListScreen').then((m) => withProps(m.SettlementListScreen, { kind: 'partners' })),
  // Settlements per member (/partner/partnerCalculationUserList), in the partner layout.
  partnerCalculationUserList: () =>
    import('@/features/partner/settlements/SettlementListScreen').then((m) => withProps(m.SettlementListScreen, { kind: 'users' })),
  // Recommended and online members (/partner/partnerMemberList), in the partner layout.
  partnerMemberList: () => import('@/features/partner/member-list/MemberListScreen').then((m) => m.MemberListScreen),
  partnerMoneyMoveList: () => import('@/features/partner/pages/PartnerMoneyMoveListScreen').then((m) => m.PartnerMoneyMoveListScreen),
  partnerHome: () => import('@/features/partner/pages/PartnerHomeScreen').then((m) => m.PartnerHomeScreen),
} satisfies Record<string, Load>;

export type ScreenName = keyof typeof pages;

export const screens = Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, withMui(load)])) as Record<ScreenName, Load>;
