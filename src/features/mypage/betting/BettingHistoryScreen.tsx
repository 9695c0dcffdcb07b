import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';
import { betGame, betVendor, type NamedBet } from '@/domain/betting/bet-names';
import { ContractList } from '@/kit/paged-list/ContractList';
import { periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import type { BodyOf } from '@/kit/paged-list/use-paged-list';
import { betColumns } from './bet-columns';
import { codeName } from '@/lib/code-name';
import { BET_FILTERS, type BetFilter, type BetRow } from './bet-row';
import { BetDetailDialog } from './BetDetailDialog';
import { BetFilters } from './BetFilters';

const body: BodyOf<'/api/bet/betlist', BetFilter> = (q) => ({
  ...periodBody(q),
  ...(q.filters.group ? { groupKey: q.filters.group } : {}),
  ...(q.filters.vendor ? { vendorCode: q.filters.vendor } : {}),
  oldYn: q.filters.old === 'Y' ? 'Y' : 'N',
});

const rowKey = (r: BetRow) => r.betIdx;

/** The betting history: one list declaration, with its filters and a bet's detail. */
export function BettingHistoryScreen() {
  const { t, i18n } = useTranslation('betting');
  const lang = i18n.language;
  const list = useContractList('/api/bet/betlist', { filters: BET_FILTERS, body });
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
  return (
    <ContractList
      list={list}
      words={(w) => t(`history.${w}`)}
      columns={columns}
      rowKey={rowKey}
      range
      csv="bets"
      toolbar={(rangeFilter) => (
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <BetFilters filters={list.state.filters} onChange={list.setFilters} />
          {rangeFilter}
        </Stack>
      )}
    >
      <BetDetailDialog row={opened} old={list.state.filters.old === 'Y'} gameOf={gameOf} onClose={() => setOpened(null)} />
    </ContractList>
  );
}
