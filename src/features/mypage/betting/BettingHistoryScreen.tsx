import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';
import { betGame, betVendor, type NamedBet } from '@/domain/betting/bet-names';
import { useLayout } from '@/components/layout';
import { ListSection } from '@/kit/paged-list/ListSection';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';
import { betColumns } from './bet-columns';
import { codeName } from '@/lib/code-name';
import { BET_FILTERS, type BetFilter, type BetRow } from './bet-row';
import { BetDetailDialog } from './BetDetailDialog';
import { BetFilters } from './BetFilters';

const bodyOf: BodyOf<'/api/bet/betlist', BetFilter> = (q) => ({
  page: q.page,
  count_per_list: q.count_per_list,
  startDate: q.range.from,
  endDate: q.range.to,
  ...(q.filters.group ? { groupKey: q.filters.group } : {}),
  ...(q.filters.vendor ? { vendorCode: q.filters.vendor } : {}),
  oldYn: q.filters.old === 'Y' ? 'Y' : 'N',
});

/** The betting history: a description over the shared paged list, with its filters and a bet's detail. */
export function BettingHistoryScreen() {
  const { t, i18n } = useTranslation('betting');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const { state, setPage, setRange, setFilters } = useListState<BetFilter>(BET_FILTERS);
  const list = usePagedList('/api/bet/betlist', bodyOf, state);
  const groups = useGameGroupCodes().data;
  const codes = useGameCodes().data;
  const named = useMemo(() => [...(codes ?? []), ...(groups ?? [])], [codes, groups]);
  const gameOf = useCallback(
    (bet: NamedBet) => [betVendor(bet, named, lang), betGame(bet, lang)].filter(Boolean).join(' · '),
    [named, lang],
  );
  const [opened, setOpened] = useState<BetRow | null>(null);
  const groupName = useCallback(
    (code: string | undefined) => {
      const group = groups?.find((g) => g.code === code);
      return group ? codeName(group, lang) : (code ?? '-');
    },
    [groups, lang],
  );
  const columns = useMemo(() => betColumns(t, lang, groupName, gameOf, setOpened), [t, lang, groupName, gameOf]);
  const description: ListDescription<BetRow> = { rowKey: (r) => r.betIdx, columns, empty: t('history.empty') };
  return (
    <ListSection
      title={t('history.title')}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('history.caption')}
      description={description}
      toolbar={
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <BetFilters filters={state.filters} onChange={setFilters} />
          <DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />
        </Stack>
      }
      csvFileName={`bets-${state.range.from}-${state.range.to}.csv`}
    >
      <BetDetailDialog row={opened} old={state.filters.old === 'Y'} gameOf={gameOf} onClose={() => setOpened(null)} />
    </ListSection>
  );
}
