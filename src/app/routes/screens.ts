// Every screen, loaded lazily (one chunk each): the route tables name them from here.
// Each page lives in its feature; most are placeholders until their issue delivers them.
// Screens are built with MUI: each arrives inside MUI's theme (withMui), which loads with the first one.
import type { ComponentType } from 'react';
import { withMui } from '../mui/with-mui';

type Load = () => Promise<ComponentType>;

const pages = {
  liveCasino: () => import('@/features/games/pages/LiveCasinoPage').then((m) => m.LiveCasinoPage),
  hotelCasino: () => import('@/features/games/pages/HotelCasinoPage').then((m) => m.HotelCasinoPage),
  slotLobby: () => import('@/features/games/pages/SlotLobbyPage').then((m) => m.SlotLobbyPage),
  fishing: () => import('@/features/games/pages/FishingPage').then((m) => m.FishingPage),
  rotary: () => import('@/features/games/pages/RotaryPage').then((m) => m.RotaryPage),
  liveVideo: () => import('@/features/games/pages/LiveVideoPage').then((m) => m.LiveVideoPage),
  slotGame: () => import('@/features/games/pages/SlotGamePage').then((m) => m.SlotGamePage),
  sportsBetting: () => import('@/features/sports/pages/SportsBettingPage').then((m) => m.SportsBettingPage),
  esports: () => import('@/features/games/pages/ESportsGamePage').then((m) => m.ESportsGamePage),
  gameWay: () => import('@/features/sports/pages/GameWayPage').then((m) => m.GameWayPage),
  miniGame: () => import('@/features/minigames/pages/MiniGamePage').then((m) => m.MiniGamePage),
  sportResults: () => import('@/features/results/pages/SportResultsPage').then((m) => m.SportResultsPage),
  miniResults: () => import('@/features/results/pages/MiniResultsPage').then((m) => m.MiniResultsPage),
  resultsMain: () => import('@/features/results/pages/ResultsMainPage').then((m) => m.ResultsMainPage),
  boardList: () => import('@/features/board/pages/BoardListPage').then((m) => m.BoardListPage),
  boardRead: () => import('@/features/board/pages/BoardReadPage').then((m) => m.BoardReadPage),
  boardWrite: () => import('@/features/board/pages/BoardWritePage').then((m) => m.BoardWritePage),
  noticeList: () => import('@/features/cscenter/pages/NoticeListPage').then((m) => m.NoticeListPage),
  noticeRead: () => import('@/features/cscenter/pages/NoticeReadPage').then((m) => m.NoticeReadPage),
  qnaList: () => import('@/features/cscenter/pages/QnaListPage').then((m) => m.QnaListPage),
  qnaWrite: () => import('@/features/cscenter/pages/QnaWritePage').then((m) => m.QnaWritePage),
  qnaRead: () => import('@/features/cscenter/pages/QnaReadPage').then((m) => m.QnaReadPage),
  faq: () => import('@/features/cscenter/pages/FaqPage').then((m) => m.FaqPage),
  accountQna: () => import('@/features/cscenter/pages/AccountQnaPage').then((m) => m.AccountQnaPage),
  bettingGuide: () => import('@/features/cscenter/pages/BettingGuidePage').then((m) => m.BettingGuidePage),
  gameGuide: () => import('@/features/cscenter/pages/GameGuidePage').then((m) => m.GameGuidePage),
  bettingRules: () => import('@/features/cscenter/pages/BettingRulesPage').then((m) => m.BettingRulesPage),
  deposit: () => import('@/features/money/pages/DepositPage').then((m) => m.DepositPage),
  withdrawal: () => import('@/features/money/pages/WithdrawalPage').then((m) => m.WithdrawalPage),
  mobileCharge: () => import('../pages/MobileChargePage').then((m) => m.MobileChargePage),
  mobileExchange: () => import('../pages/MobileExchangePage').then((m) => m.MobileExchangePage),
  coinDeposit: () => import('@/features/money/pages/CoinDepositPage').then((m) => m.CoinDepositPage),
  coinWithdrawal: () => import('@/features/money/pages/CoinWithdrawalPage').then((m) => m.CoinWithdrawalPage),
  bettingHistory: () => import('@/features/mypage/pages/BettingHistoryPage').then((m) => m.BettingHistoryPage),
  depositHistory: () => import('@/features/mypage/pages/DepositHistoryPage').then((m) => m.DepositHistoryPage),
  withdrawalHistory: () => import('@/features/mypage/pages/WithdrawalHistoryPage').then((m) => m.WithdrawalHistoryPage),
  winLose: () => import('@/features/mypage/pages/WinLosePage').then((m) => m.WinLosePage),
  couponUse: () => import('@/features/mypage/pages/CouponUsePage').then((m) => m.CouponUsePage),
  couponGift: () => import('@/features/mypage/pages/CouponGiftPage').then((m) => m.CouponGiftPage),
  couponList: () => import('@/features/mypage/pages/CouponListPage').then((m) => m.CouponListPage),
  pointUse: () => import('@/features/mypage/pages/PointUsePage').then((m) => m.PointUsePage),
  pointList: () => import('@/features/mypage/pages/PointListPage').then((m) => m.PointListPage),
  pointChange: () => import('@/features/mypage/pages/PointChangePage').then((m) => m.PointChangePage),
  messageList: () => import('@/features/mypage/pages/MessageListPage').then((m) => m.MessageListPage),
  messageRead: () => import('@/features/mypage/pages/MessageReadPage').then((m) => m.MessageReadPage),
  memberInfo: () => import('@/features/mypage/pages/MemberInfoPage').then((m) => m.MemberInfoPage),
  attendance: () => import('@/features/mypage/pages/AttendancePage').then((m) => m.AttendancePage),
  myPage: () => import('@/features/mypage/pages/MyPage').then((m) => m.MyPage),
  distributor: () => import('@/features/partner/pages/DistributorPage').then((m) => m.DistributorPage),
  subPartnerCreate: () => import('@/features/partner/pages/SubPartnerCreatePage').then((m) => m.SubPartnerCreatePage),
  distributorMyPage: () => import('@/features/partner/pages/DistributorMyPage').then((m) => m.DistributorMyPage),
  moneyGive: () => import('@/features/partner/pages/MoneyGivePage').then((m) => m.MoneyGivePage),
  partnerCashList: () => import('@/features/partner/pages/PartnerCashListPage').then((m) => m.PartnerCashListPage),
  partnerBettingList: () => import('@/features/partner/pages/PartnerBettingListPage').then((m) => m.PartnerBettingListPage),
  partnerList: () => import('@/features/partner/pages/PartnerListPage').then((m) => m.PartnerListPage),
  partnerCalculationList: () => import('@/features/partner/pages/PartnerCalculationListPage').then((m) => m.PartnerCalculationListPage),
  partnerCalculationUserList: () =>
    import('@/features/partner/pages/PartnerCalculationUserListPage').then((m) => m.PartnerCalculationUserListPage),
  partnerMemberList: () => import('@/features/partner/pages/PartnerMemberListPage').then((m) => m.PartnerMemberListPage),
  partnerMoneyMoveList: () => import('@/features/partner/pages/PartnerMoneyMoveListPage').then((m) => m.PartnerMoneyMoveListPage),
  partnerHome: () => import('@/features/partner/pages/PartnerHomePage').then((m) => m.PartnerHomePage),
} satisfies Record<string, Load>;

export type ScreenName = keyof typeof pages;

export const screens = Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, withMui(load)])) as Record<ScreenName, Load>;
