import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';
import { DateRangeFilter } from '@/kit/paged-list/DateRangeFilter';
import { PagedList } from '@/kit/paged-list/PagedList';
import { useListState } from '@/kit/paged-list/use-list-state';
import { type Column, type ListDescription } from '@/kit/paged-list/description';
import { useWinLose } from '../api/member-winlose';
import { formatDay, totalsOf, type WinLoseRow } from './winlose';
import { WinLoseTotals } from './WinLoseTotals';
import { ScreenFrame } from '@/kit/ScreenFrame';

/** Win/loss over a date range: the period's totals, then one line per day (bet, win, win−lose). */
export function WinLoseScreen() {
  const { t, i18n } = useTranslation('betting');
  const lang = i18n.language;
  const headingId = useId();
  const mobile = useLayout() === 'mobile';
  const { state, setRange } = useListState();
  const query = useWinLose(state.range.from, state.range.to);
  const columns = useMemo<Column<WinLoseRow>[]>(() => {
    const won = (key: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'winLose'): Column<WinLoseRow> => ({
      id: key,
      header: t(`winlose.${key}`),
      align: 'right',
      cell: (r) => formatWon(r[key], lang),
      csv: (r) => r[key],
    });
    return [
      { id: 'date', header: t('winlose.date'), cell: (r) => formatDay(r.date, lang), csv: (r) => r.date },
      won('bet'),
      won('win'),
      won('winLose'),
      won('deposit'),
      won('withdrawal'),
    ];
  }, [t, lang]);
  const description: ListDescription<WinLoseRow> = { rowKey: (r) => r.date, columns, empty: t('winlose.empty') };
  return (
    <ScreenFrame labelledBy={headingId} spacing={2}>
      <Typography id={headingId} component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('winlose.title')}
      </Typography>
      <DateRangeFilter range={state.range} onChange={setRange} compact={mobile} />
      {query.data && query.data.list.length > 0 && <WinLoseTotals totals={totalsOf(query.data)} />}
      <PagedList
        caption={t('winlose.caption')}
        description={description}
        query={query}
        rows={query.data?.list ?? []}
        pageInfo={undefined}
        page={1}
        onPage={() => undefined}
      />
    </ScreenFrame>
  );
}
