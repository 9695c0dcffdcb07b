// Where the chrome's links go, per layout (the mobile app has its own paths, docs/rules.md#routes).
import { LISTED_SLOT_ROUTES, LIVE_CASINO_CODES } from '@/api/vendor-lobbies';
import type { CategoryRoutes } from '@/features/site/game-menu';

type ShellMessages = typeof import('../../../locales/ko/shell.json');

/** A link of the chrome; its label is shell:links.<key> (a key the locales lack is a compile error). */
export interface NavLink {
  key: keyof ShellMessages['links'];
  to: string;
}

/**
 * The side menu's links of docs/rules.md#routes, with the member's hub (my page: every member screen, the
 * histories included) first, and a few more of the member area. Together with the game groups and the
 * hub, every desktop screen is a few clicks from the main page (the route walk reads the links as it passes: tests/e2e/support/route-walk.ts).
 */
export const DESKTOP_ACCOUNT_LINKS: readonly NavLink[] = [
  { key: 'myPage', to: '/mypage' },
  { key: 'deposit', to: '/moneyMain/charge' },
  { key: 'withdrawal', to: '/moneyMain/exchange' },
  { key: 'notice', to: '/cscenter/notice/list' },
  { key: 'customerCentre', to: '/cscenter/qna/list' },
  { key: 'accountQna', to: '/cscenter/accountqna' },
  { key: 'faq', to: '/cscenter/faq/list' },
  { key: 'bettingList', to: '/mypage/betting/list' },
  { key: 'winLose', to: '/mypage/winlose' },
  { key: 'points', to: '/mypage/point/list' },
  { key: 'coupons', to: '/mypage/coupon/list' },
  { key: 'messages', to: '/mypage/message/list' },
  { key: 'infoEdit', to: '/mypage/info' },
];

/** The betting screens no game group names (the groups come from the loaded game codes). */
export const DESKTOP_GAME_LINKS: readonly NavLink[] = [
  { key: 'esports', to: '/gameway' },
  { key: 'rotary', to: '/rotary' },
  { key: 'liveVideo', to: '/live' },
];

export const DESKTOP_MORE_LINKS: readonly NavLink[] = [
  { key: 'results', to: '/result/sport/winloose' },
  { key: 'miniResults', to: '/result/mini' },
  { key: 'board', to: '/board/list' },
  { key: 'attendance', to: '/attendendance' },
  { key: 'gameGuide', to: '/cscenter/gameguide' },
  { key: 'bettingGuide', to: '/cscenter/bettingguide/sport' },
];

/**
 * The phone menu's betting pages (the live casino's and fishing lobbies: MOBILE_LOBBY_GROUPS); the slot
 * lobby of every vendor (its vendor filter holds every slot code's games) and the hotel casino (its vendors linked
 * from its lobby).
 */
export const MOBILE_GAME_LINKS: readonly NavLink[] = [
  { key: 'slots', to: '/slotgame/kplayslot' },
  { key: 'hotelCasino', to: '/hotelcasino' },
  { key: 'sportsLive', to: '/sport/livebetting' },
  { key: 'sportsCombination', to: '/sport/combinationbetting' },
  { key: 'sportsSpecial', to: '/sport/special' },
  { key: 'esports', to: '/gameway' },
  { key: 'minigames', to: '/minigame/powerball' },
  { key: 'rotary', to: '/rotary' },
  { key: 'liveVideo', to: '/live' },
];

export const MOBILE_ACCOUNT_LINKS: readonly NavLink[] = [
  { key: 'deposit', to: '/chargeMain' },
  { key: 'withdrawal', to: '/exchangeMain' },
  { key: 'notice', to: '/csMain/noticeList' },
  { key: 'customerCentre', to: '/csMain/qnaList' },
  { key: 'faq', to: '/csMain/faq' },
  { key: 'bettingList', to: '/bet' },
  { key: 'points', to: '/pointMain' },
  { key: 'coupons', to: '/couponMain' },
  { key: 'messages', to: '/msgMain/msg' },
  { key: 'infoEdit', to: '/info' },
  { key: 'results', to: '/resultMain' },
  { key: 'board', to: '/board/list' },
  { key: 'attendance', to: '/attendance' },
  { key: 'rules', to: '/csMain/rule' },
];

export interface LayoutPaths {
  messages: string;
  partner: string;
  myPage: string;
  /** The member's safer gambling tools (the footer's link). */
  safer: string;
  /** The betting history (the reality check's way to it). */
  bets: string;
}

export const DESKTOP_PATHS: LayoutPaths = {
  messages: '/mypage/message/list',
  partner: '/partner/cashList',
  myPage: '/mypage',
  safer: '/mypage/safer',
  bets: '/mypage/betting/list',
};
export const MOBILE_PATHS: LayoutPaths = {
  messages: '/msgMain/msg',
  partner: '/partner',
  myPage: '/myinfo',
  safer: '/safer',
  bets: '/bet',
};

const under = (base: string, ...names: string[]) => names.map((key) => ({ key, to: `${base}/${key}` }));

/** Each game category's screens (docs/rules.md#routes), for groups whose loaded codes name no screen. */
export const CATEGORY_ROUTES: CategoryRoutes = {
  casino: under('/livecasino', ...Object.keys(LIVE_CASINO_CODES)),
  slot: under('/slotgame', ...LISTED_SLOT_ROUTES),
  sport: under('/sport', 'livebetting', 'combinationbetting', 'special'),
  esport: under('/esport', 'gamestart'),
  mini: under('/minigame', 'powerball', 'powerladder', 'speedkino', 'kinoladder'),
  fishing: under('/phishinggame', 'kplayfishing'),
};

/**
 * The phone menu's lobbies of a game group, each vendor's its own link (labelled shell:vendor.<key>):
 * the live casino's and the fishing games' (on the desktop the side menu's game groups link them).
 */
export const MOBILE_LOBBY_GROUPS = [
  { group: 'casino', links: CATEGORY_ROUTES.casino ?? [] },
  { group: 'fishing', links: CATEGORY_ROUTES.fishing ?? [] },
] as const;
