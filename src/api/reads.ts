// The reads several parts of the site need (the chrome, sign-up, money screens, games, the
// partner area…), defined once: same call, same key, so every reader shares one answer. A read
// only one feature needs lives in that feature's api folder.
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from './contract';

const RARELY = 10 * 60_000;

/** Site options (messenger link, bonus rates) and the default recommender. */
export const siteOptionQuery = () => contractQuery('/api/etc/siteOption', {}, { staleTime: RARELY });
export const useSiteOption = () => useQuery(siteOptionQuery());

/** The banks a member can choose (sign-up, account details, deposits). */
export const bankListQuery = () => contractQuery('/api/etc/bank', {}, { staleTime: RARELY });
export const useBankList = () => useQuery(bankListQuery());

/** Every game (vendor) code of master `game`, each with its category in groupCode. */
export const gameCodesQuery = () => contractQuery('/api/common/gameCodes', { masterCode: 'game' }, { staleTime: RARELY });
export const useGameCodes = () => useQuery(gameCodesQuery());

/** The game categories (the side menu's groups), in the server's order. */
export const gameGroupCodesQuery = () => contractQuery('/api/common/gameGroupCodes', {}, { staleTime: RARELY });
export const useGameGroupCodes = () => useQuery(gameGroupCodesQuery());

/** Betting categories: common codes of master `bcategory` (docs/rules.md#calls). */
export const categoryCodesQuery = () => contractQuery('/api/common/code', { masterCode: 'bcategory' }, { staleTime: RARELY });

/** The maintenance window (docs/rules.md#states): start and end in Seoul time, null when none. */
export const siteCheckQuery = () => contractQuery('/api/common/siteCheckInfo', {}, { staleTime: 60_000 });
/** With `pollMs`, asked again that often (the warning page, waiting for the window to end). */
export const useSiteCheck = (pollMs?: number) =>
  useQuery({ ...siteCheckQuery(), ...(pollMs ? { refetchInterval: pollMs, staleTime: 0 } : {}) });

/**
 * The member's safer gambling settings (inferred): each limit with what its window used and what is
 * left, the reality check's interval, a time-out or exclusion. The safer gambling page, the reality
 * check, the deposit form and the bet slips read it (`staleTime` 0: afresh on each use).
 */
export const memberLimitsQuery = (staleTime?: number) =>
  contractQuery('/api/member/limits', {}, staleTime === undefined ? {} : { staleTime });
export const useMemberLimits = ({ enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) =>
  useQuery({ ...memberLimitsQuery(staleTime), enabled });
