// The sports board's read: one page of fixtures with their markets for a menu (live, combination,
// special, esport), narrowed by sport, league and day (kept in the address with the page). Live
// fixtures are read again every 5 s (their prices and scores change in place); the others every
// minute. The previous page stays on screen while the next filter's answer comes.
import type { RequestBody } from '@/api/contract';
import { isSport } from '@/domain/betting/sports';
import { useContractList } from '@/kit/paged-list/use-contract-list';

export const FIXTURES_PATH = '/api/sport/fixtures';
export type FixturesBody = RequestBody<typeof FIXTURES_PATH>;
export type SportsMenu = FixturesBody['menu'];

const FILTERS = ['sport', 'league', 'date'] as const;
const LIVE_REFRESH_MS = 5_000;
const REFRESH_MS = 60_000;

export const useFixtures = (menu: SportsMenu) =>
  useContractList(FIXTURES_PATH, {
    filters: FILTERS,
    body: ({ page, filters: { sport, league, date } }): FixturesBody => ({
      menu,
      page,
      ...(isSport(sport) ? { sport } : {}),
      ...(league ? { league } : {}),
      ...(date ? { date } : {}),
    }),
    refresh: menu === 'live' ? LIVE_REFRESH_MS : REFRESH_MS,
  });
