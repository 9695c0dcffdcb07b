import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetName, useGroupName } from '@/domain/betting/use-bet-name';
import { ContractList } from '@/kit/paged-list/ContractList';
import { periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import type { BodyOf } from '@/kit/paged-list/use-paged-list';
import { betColumns } from './bet-columns';
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
  const gameOf = useBetName(lang);
  const [opened, setOpened] = useState<BetRow | null>(null);
  const named = useGroupName(lang);
  const groupName = useCallback((code: string | undefined) => named(code) ?? '-', [named]);
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
