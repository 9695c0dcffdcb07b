// The sports results (/result/sport/<kind> on the desktop; the sports part of the phone's
// /resultMain): one kind at a time (win/lose, handicap, over/under, special: links between the desktop
// addresses, tabs on the phone), filtered by sport and day (Seoul), paged, on the shared list pattern
// (filters and page in the address). Each row: when, sport and league, the match, the score, the line,
// and what won in words (the winning side named, not only coloured).
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestBody } from '@/api/contract';
import { formatServerDate } from '@/lib/format';
import { isSport, SPORT_FILTERS, useSportNames } from '@/domain/betting/sports';
import { addDays, seoulToday } from '@/kit/paged-list/date-range';
import { timeColumn } from '@/kit/paged-list/columns';
import { ContractList } from '@/kit/paged-list/ContractList';
import type { Column } from '@/kit/paged-list/description';
import { SelectFilter } from '@/kit/paged-list/SelectFilter';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import type { RowOf } from '@/kit/paged-list/use-paged-list';

const PATH = '/api/sport/results';
type Kind = RequestBody<typeof PATH>['kind'];
type Result = RowOf<typeof PATH>;
type Filter = 'sport' | 'date' | 'kind';
const FILTERS = ['sport', 'date', 'kind'] as const satisfies readonly Filter[];
export const RESULT_KINDS: readonly Kind[] = ['winloose', 'handy', 'underover', 'special'];
const isKind = (value: string | undefined): value is Kind => RESULT_KINDS.some((k) => k === value);
const DAYS_BACK = 7;
const ALL_SPORTS = SPORT_FILTERS.flatMap((f) => f.sports);
const rowKey = (r: Result) => r.fixtureId;
const FILTER_SX = { minWidth: 160, flex: '1 1 160px' } as const;

export interface SportResultsProps {
  /** The kind an address names (desktop); without it, the kind is a tab kept in the address (phone). */
  readonly kind?: Kind;
  readonly heading?: 'h1' | 'h2';
}

export function SportResults({ kind: fixedKind, heading = 'h1' }: SportResultsProps) {
  const { t, i18n } = useTranslation('results');
  const lang = i18n.language;
  const names = useSportNames();
  const list = useContractList(PATH, {
    filters: FILTERS,
    body: (q) => ({
      kind: fixedKind ?? (isKind(q.filters.kind) ? q.filters.kind : 'winloose'),
      page: q.page,
      ...(isSport(q.filters.sport) ? { sport: q.filters.sport } : {}),
      ...(q.filters.date ? { date: q.filters.date } : {}),
    }),
  });
  const { filters } = list.state;
  const kind: Kind = fixedKind ?? (isKind(filters.kind) ? filters.kind : 'winloose');
  const days = useMemo(() => Array.from({ length: DAYS_BACK }, (_, i) => addDays(seoulToday(), -i)), []);

  const columns = useMemo<Column<Result>[]>(() => {
    const match = (r: Result) => t('row.match', { home: r.home, away: r.away });
    const won = (r: Result): string => {
      if (r.outcome === 'cancel') return t('outcome.cancel');
      if (kind === 'special')
        return r.outcomeLabel ? t('outcome.special', { market: r.market ?? '', pick: r.outcomeLabel }) : t('outcome.pending');
      if (r.outcome === 'home') return t('outcome.home', { team: r.home });
      if (r.outcome === 'away') return t('outcome.away', { team: r.away });
      if (r.outcome === 'draw') return t('outcome.draw');
      if (r.outcome === 'under' || r.outcome === 'over') return t(`outcome.${r.outcome}`);
      return t('outcome.pending');
    };
    const line = (r: Result) =>
      r.line === null || r.line === undefined ? '-' : kind === 'handy' && r.line > 0 ? `+${r.line}` : String(r.line);
    return [
      timeColumn<Result>('time', t('col.time'), (r) => r.startTime, { language: lang }),
      {
        id: 'league',
        header: t('col.league'),
        cell: (r) => `${names.sport(r.sport)} · ${r.league}${r.country ? ` (${r.country})` : ''}`,
        csv: (r) => r.league,
      },
      { id: 'match', header: t('col.match'), cell: match, csv: match },
      {
        id: 'score',
        header: t('col.score'),
        cell: (r) => `${r.homeScore} : ${r.awayScore}`,
        csv: (r) => `${r.homeScore}:${r.awayScore}`,
      },
      ...(kind === 'handy' || kind === 'underover' ? [{ id: 'line', header: t('col.line'), cell: line, csv: line }] : []),
      ...(kind === 'special'
        ? [{ id: 'market', header: t('col.market'), cell: (r: Result) => r.market ?? '-', csv: (r: Result) => r.market ?? '' }]
        : []),
      { id: 'outcome', header: t('col.outcome'), cell: (r) => <strong>{won(r)}</strong>, csv: won },
    ];
  }, [t, lang, names, kind]);

  const kindTabs = (
    <Tabs
      value={kind}
      aria-label={t('kinds')}
      variant="scrollable"
      allowScrollButtonsMobile
      onChange={fixedKind ? undefined : (_, value: Kind) => list.setFilter('kind', value)}
    >
      {RESULT_KINDS.map((k) =>
        fixedKind ? (
          <Tab key={k} value={k} label={t(`kind.${k}`)} component={Link} to={`/result/sport/${k}`} />
        ) : (
          <Tab key={k} value={k} label={t(`kind.${k}`)} />
        ),
      )}
    </Tabs>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {kindTabs}
      <ContractList
        list={list}
        words={(w) => t(w, { kind: t(`kind.${kind}`) })}
        heading={heading}
        columns={columns}
        rowKey={rowKey}
        csv={`sport-results-${kind}`}
        toolbar={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <SelectFilter
              label={t('filter.sport')}
              all={names.filter('all')}
              options={ALL_SPORTS.map((s) => ({ value: s, label: names.sport(s) }))}
              value={isSport(filters.sport) ? filters.sport : ''}
              onChange={(value) => list.setFilter('sport', value)}
              sx={FILTER_SX}
            />
            <SelectFilter
              label={t('filter.date')}
              all={t('filter.allDates')}
              options={days.map((d) => ({ value: d, label: formatServerDate(d, lang) }))}
              value={filters.date ?? ''}
              onChange={(value) => list.setFilter('date', value)}
              sx={FILTER_SX}
            />
          </Stack>
        }
      />
    </Stack>
  );
}
