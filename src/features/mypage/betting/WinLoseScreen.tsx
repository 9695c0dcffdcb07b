import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@forms/rules/format';
import { ContractList } from '@/kit/paged-list/ContractList';
import { type Column } from '@/kit/paged-list/description';
import { useWinLose } from '../api/member-winlose';
import { formatDay, totalsOf, type WinLoseRow } from './winlose';
import { WinLoseTotals } from './WinLoseTotals';

/** Win/loss over a date range: the period's totals, then one line per day (bet, win, win−lose). */
export function WinLoseScreen() {
  const { t, i18n } = useTranslation('betting');
  const lang = i18n.language;
  const list = useWinLose();
  const data = list.read.data;
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
  return (
    <ContractList
      list={list}
      words={(w) => t(`winlose.${w}`)}
      columns={columns}
      rowKey={(r) => r.date}
      range
      toolbar={(rangeFilter) => (
        <>
          {rangeFilter}
          {data && data.list.length > 0 ? <WinLoseTotals totals={totalsOf(data)} /> : null}
        </>
      )}
    />
  );
}
