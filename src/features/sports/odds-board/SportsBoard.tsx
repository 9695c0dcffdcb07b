// The sports board of one menu (live, combination, special on /sport/*; esport on /gameway): the
// filters (sport, league, day; in the address), the fixtures with their prices (live ones read again
// every 5 s, a moved price marked ▲ / ▼, held markets greyed), paging, and the slip beside them (a
// bottom sheet on a phone). A price tapped goes in or out of the slip; a refresh hands the new prices
// to the slip, which takes them by the member's odds-change setting. Games down (LOCK_BET_YN): prices
// shown, nothing pickable, with the reason.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@forms/renderer/layout-context';
import { currentOddsPolicy } from '@/domain/betting/odds-policy';
import { useBetLimit } from '@/domain/betting/api/bet-limits';
import { isSport } from '@/domain/betting/sports';
import { useGameDown } from '@/domain/games/game-down';
import { addDays, seoulToday } from '@/kit/paged-list/date-range';
import { ListPager } from '@/kit/paged-list/ListPager';
import { pageCount } from '@/kit/paged-list/use-paged-list';
import { useFixtures, type SportsMenu } from '../api/sport-fixtures';
import { MobileSlipSheet } from '../slip/MobileSlipSheet';
import { applyPrices, priceKey, togglePick, type Fixture, type Market } from '../slip/slip-model';
import { updateSlip, useSlip } from '../slip/slip-store';
import { SportsSlip } from '../slip/SportsSlip';
import { BoardFilters, type League } from './BoardFilters';
import { FixtureCard } from './FixtureCard';
import { usePriceMoves } from './use-price-moves';

const DAYS_AHEAD = 7;
const DEFAULT_MAX_FOLDERS = 10;
const NONE: ReadonlySet<string> = new Set();

export function SportsBoard({ menu }: { menu: SportsMenu }) {
  const { t } = useTranslation('sportsbook');
  const desktop = useLayout() === 'desktop';
  const { state, setPage, setFilters, read } = useFixtures(menu);
  const fixtures = read.query;
  const sport = isSport(state.filters.sport) ? state.filters.sport : null;
  const league = state.filters.league ?? null;
  const date = state.filters.date ?? null;
  const list = read.data?.list;
  const moves = usePriceMoves(list, fixtures.dataUpdatedAt);
  const slip = useSlip();
  const down = useGameDown() !== null;
  const { limit } = useBetLimit('sport');
  const maxFolders = limit?.maxFolders ?? DEFAULT_MAX_FOLDERS;
  const [tooMany, setTooMany] = useState(false);
  const gameType = menu === 'esport' ? 'esport' : 'sport';

  // the league list of the sport and day (kept while one league is shown: its answer names only it)
  const leaguesSeen = useRef(new Map<string, readonly League[]>());
  const leaguesKey = `${sport ?? ''}|${date ?? ''}`;
  if (!league && read.data?.leagues && !fixtures.isPlaceholderData) leaguesSeen.current.set(leaguesKey, read.data.leagues);
  const leagues = leaguesSeen.current.get(leaguesKey) ?? read.data?.leagues ?? [];

  // a refresh's prices reach the slip (taken or held by the setting)
  useEffect(() => {
    if (list) updateSlip((s) => applyPrices(s, list, currentOddsPolicy()));
  }, [list]);

  const selectedByFixture = useMemo(() => {
    const map = new Map<string, Set<string>>();
    for (const p of slip.picks) {
      const set = map.get(p.fixtureId) ?? new Set<string>();
      set.add(priceKey(p.fixtureId, p.marketId, p.key));
      map.set(p.fixtureId, set);
    }
    return map;
  }, [slip.picks]);

  const onPick = useCallback(
    (fixture: Fixture, market: Market, key: string) => {
      const price = market.odds.find((o) => o.key === key);
      if (!price) return;
      let refused = false;
      updateSlip((s) => {
        const result = togglePick(
          s,
          {
            fixtureId: fixture.fixtureId,
            marketId: market.marketId,
            key,
            odds: price.odds,
            home: fixture.home,
            away: fixture.away,
            league: fixture.league,
            kind: market.kind,
            line: market.line ?? null,
            ...(market.name ? { marketName: market.name } : {}),
            ...(price.label ? { label: price.label } : {}),
          },
          maxFolders,
        );
        refused = result.tooMany;
        return result.state;
      });
      setTooMany(refused);
    },
    [maxFolders],
  );

  const days = useMemo(() => Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(seoulToday(), i)), []);
  const pages = read.pageInfo ? pageCount(read.pageInfo) : 1;

  const board = (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' }}>
      <BoardFilters
        sport={sport}
        league={league}
        date={date}
        days={days}
        leagues={leagues}
        showSports={menu !== 'esport'}
        onChange={(next) =>
          setFilters({
            ...(next.sport !== undefined ? { sport: next.sport ?? '' } : {}),
            ...(next.league !== undefined ? { league: next.league ?? '' } : {}),
            ...(next.date !== undefined ? { date: next.date ?? '' } : {}),
          })
        }
      />
      {down ? <Alert severity="warning">{t('board.down')}</Alert> : null}
      {tooMany ? (
        <Alert severity="info" onClose={() => setTooMany(false)}>
          {t('slip.tooMany', { count: maxFolders })}
        </Alert>
      ) : null}
      {fixtures.isError && !list ? (
        <QueryError error={fixtures.error} onRetry={() => void fixtures.refetch()} />
      ) : !list ? (
        <Box role="status" aria-busy="true" aria-label={t('board.loading')} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Box>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t(`board.empty.${menu}`)}
        </Typography>
      ) : (
        <Box
          component="section"
          aria-label={t('board.fixtures')}
          data-prices-at={moves.at}
          sx={{ display: 'grid', gap: 1.5, opacity: fixtures.isPlaceholderData ? 0.6 : 1 }}
        >
          {fixtures.isError ? <QueryError error={fixtures.error} onRetry={() => void fixtures.refetch()} /> : null}
          {list.map((fixture) => (
            <FixtureCard
              key={fixture.fixtureId}
              fixture={fixture}
              selected={selectedByFixture.get(fixture.fixtureId) ?? NONE}
              moves={moves.of(fixture.fixtureId)}
              disabled={down}
              onPick={onPick}
            />
          ))}
        </Box>
      )}
      <ListPager page={state.page} pages={pages} onPage={setPage} compact={!desktop} />
    </Box>
  );

  if (!desktop) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {board}
        <MobileSlipSheet slip={slip} gameType={gameType} down={down} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
      {board}
      <Box sx={{ position: { lg: 'sticky' }, top: 16 }}>
        <SportsSlip slip={slip} gameType={gameType} down={down} />
      </Box>
    </Box>
  );
}
