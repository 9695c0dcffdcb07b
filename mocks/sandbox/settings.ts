// Site settings the console can change, one JSON value per key in the `settings` table, each with
// its default (what a fresh sandbox has before the seed or the console set it).
import { eq } from 'drizzle-orm';
import type { components } from '../../src/api/generated/schema';
import type { Q } from './db/open';
import { settings } from './db/schema';

type S = components['schemas'];

export interface CashRules {
  deposit: { min: number; max: number; unit: number; retryMinutes: number; banned: boolean };
  withdrawal: { min: number; max: number; unit: number; retryMinutes: number; banned: boolean };
  /** Daily bank maintenance, HH:mm Seoul (docs/rules.md#constants: 23:30–00:30); no withdrawal inside it. */
  bankMaintenance: { start: string; end: string };
  /** The site's account members deposit to (getAcc). */
  depositAccount: { bankName: string; accountNumber: string; holder: string };
  coinWallet: S['CoinWallet'] | null;
  pointConversion: { min: number; enabled: boolean };
}

export interface BetLimit {
  minBet: number;
  maxBet: number;
  maxWin: number;
  maxFolders: number;
}

/** Betting limits of one member level: sport (sports and e-sports) and mini (every mini game). */
export interface LevelBetLimits {
  sport: BetLimit;
  mini: BetLimit;
}

/** A stretch of a mini game's schedule: from round `round`, starting at `at` (ISO). */
export interface MiniGameSegment {
  round: number;
  at: string;
  intervalSeconds: number;
  closeSeconds: number;
  drawDelaySeconds: number;
}

/** One mini game's schedule and prices (domain/minigames.ts; the console sets them). */
export interface MiniGameSettings {
  /** Off: its round answers B0091 and betProc refuses it (draws go on). */
  enabled: boolean;
  /** A round's length. */
  intervalSeconds: number;
  /** Betting closes this many seconds before the round ends. */
  closeSeconds: number;
  /** The draw comes this long after the round ends (its bets are settling meanwhile: B9999). */
  drawDelaySeconds: number;
  /** Round `round` starts at `at` (ISO); the rounds after follow every intervalSeconds. */
  anchor: { round: number; at: string };
  /** The schedule of the rounds before the anchor, when the console changed it (the running round keeps its times). */
  previous?: MiniGameSegment | null;
  /** Odds by option key (MinigameOption.key). */
  odds: Record<string, number>;
}

export type MiniGameId = S['MinigameProduct'];

export interface SettingValues {
  siteOption: S['SiteOptionData'];
  /** Site maintenance; null when none. Setting one pushes INSPECT to members. */
  maintenance: S['SiteCheckInfo'];
  banks: S['Bank'][];
  banners: S['Banner'][];
  /** Before login (etc/popupList) and after (main/popupList). */
  popups: { guest: S['Banner'][]; member: S['Banner'][] };
  codes: S['CommonCode'][];
  /** Won per USDT (/api/coin). */
  coinRate: number;
  cashRules: CashRules;
  clockOffsetMs: number;
  /** Betting limits by member level ("1" … "5"; a higher level has level 5's). B6001–B6003. */
  betLimits: Record<string, LevelBetLimits>;
  /** The mini games' schedules and odds, by prodId. */
  minigames: Record<MiniGameId, MiniGameSettings>;
  /**
   * The main page's game boards (domain/games-boards.ts): the slot jackpot is `jackpotBase` plus
   * `jackpotPermille` ‰ of every slot stake played; the live video's address (null: none on).
   */
  gameBoards: { jackpotBase: number; jackpotPermille: number; liveVideoUrl: string | null };
  /** Games down (the console's LOCK_BET_YN): every launch answers B0092 until they are up again. */
  gamesDown: boolean;
  /** How often sports prices take a step of their walk (domain/sports-odds), in ms; 0 = prices stand still. */
  sportOddsStepMs: number;
}

export type SettingKey = keyof SettingValues;

export const SETTING_DEFAULTS: SettingValues = {
  siteOption: {
    siteOption: {
      siteName: 'WINNER',
      sns1Link: null,
      sns2Link: null,
      firstChargeBonusRate: 20,
      dailyFirstChargeBonusRate: 10,
      signupYn: 'Y',
      // message retention (domain/messages.ts: days after sending, messages per member)
      msgKeepDays: 30,
      msgMaxCount: 100,
    },
    defaultRecommenderId: null,
  },
  maintenance: { startDate: null, endDate: null },
  banks: [],
  banners: [],
  popups: { guest: [], member: [] },
  codes: [],
  coinRate: 1_400,
  cashRules: {
    deposit: { min: 10_000, max: 5_000_000, unit: 1_000, retryMinutes: 1, banned: false },
    withdrawal: { min: 10_000, max: 5_000_000, unit: 1_000, retryMinutes: 1, banned: false },
    bankMaintenance: { start: '23:30', end: '00:30' },
    depositAccount: { bankName: '국민은행', accountNumber: '123-456-789012', holder: '(주)위너' },
    coinWallet: null,
    pointConversion: { min: 1_000, enabled: true },
  },
  clockOffsetMs: 0,
  betLimits: Object.fromEntries(
    (
      [
        [1_000_000, 5_000_000, 5, 500_000, 1_500_000],
        [2_000_000, 8_000_000, 7, 700_000, 2_000_000],
        [3_000_000, 10_000_000, 10, 1_000_000, 3_000_000],
        [5_000_000, 20_000_000, 10, 2_000_000, 5_000_000],
        [10_000_000, 30_000_000, 10, 3_000_000, 10_000_000],
      ] as const
    ).map(([sportMax, sportWin, folders, miniMax, miniWin], i) => [
      String(i + 1),
      {
        sport: { minBet: 5_000, maxBet: sportMax, maxWin: sportWin, maxFolders: folders },
        mini: { minBet: 5_000, maxBet: miniMax, maxWin: miniWin, maxFolders: 1 },
      },
    ]),
  ),
  minigames: (() => {
    // round 1 of every game started at midnight, 1 January 2026 (Seoul)
    const anchor = { round: 1, at: '2025-12-31T15:00:00.000Z' };
    const even = (keys: string[], odds = 1.95) => Object.fromEntries(keys.map((k) => [k, odds]));
    const ladder = {
      ...even(['left', 'right', 'line3', 'line4', 'odd', 'even']),
      ...even(['left3_even', 'left4_odd', 'right3_odd', 'right4_even'], 3.8),
    };
    const game = (intervalSeconds: number, odds: Record<string, number>): MiniGameSettings => ({
      enabled: true,
      intervalSeconds,
      closeSeconds: 10,
      drawDelaySeconds: 0,
      anchor,
      odds,
    });
    return {
      powerball: game(300, {
        ...even(['pb_odd', 'pb_even', 'pb_under', 'pb_over', 'nb_odd', 'nb_even', 'nb_under', 'nb_over']),
        nb_small: 2.8,
        nb_medium: 2.6,
        nb_large: 2.8,
      }),
      powerladder: game(300, ladder),
      speedkino: game(180, even(['odd', 'even', 'under', 'over'])),
      kinoladder: game(180, ladder),
    };
  })(),
  gameBoards: { jackpotBase: 0, jackpotPermille: 10, liveVideoUrl: null },
  gamesDown: false,
  sportOddsStepMs: 30_000,
};

export async function getSetting<K extends SettingKey>(q: Q, key: K): Promise<SettingValues[K]> {
  const rows = await q.select().from(settings).where(eq(settings.key, key));
  const row = rows[0];
  return row ? (row.value as SettingValues[K]) : structuredClone(SETTING_DEFAULTS[key]);
}

export async function setSetting<K extends SettingKey>(q: Q, key: K, value: SettingValues[K]): Promise<void> {
  await q
    .insert(settings)
    .values({ key, value: value as object })
    .onConflictDoUpdate({ target: settings.key, set: { value: value as object, updatedAt: new Date() } });
}
