// The sports board's read: one page of fixtures with their markets for a menu (live, combination,
// special, esport), narrowed by sport, league and day. Live fixtures are read again every 5 s (their
// prices and scores change in place); the others every minute. The previous page stays on screen
// while the next filter's answer comes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractQuery, type RequestBody } from '@/api/contract';

export const FIXTURES_PATH = '/api/sport/fixtures';
export type FixturesBody = RequestBody<typeof FIXTURES_PATH>;
export type SportsMenu = FixturesBody['menu'];

const LIVE_REFRESH_MS = 5_000;
const REFRESH_MS = 60_000;

export function useFixtures(body: FixturesBody) {
  return useQuery({
    ...contractQuery(FIXTURES_PATH, body, { staleTime: 0 }),
    refetchInterval: body.menu === 'live' ? LIVE_REFRESH_MS : REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
