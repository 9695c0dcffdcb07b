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
  /** Daily bank maintenance, HH:mm Seoul (SPEC §9: 23:30–00:30); no withdrawal inside it. */
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
