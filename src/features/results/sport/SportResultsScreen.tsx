// The sports results (/result/sport/<kind> on the desktop; the sports part of the phone's
// /resultMain): one kind at a time (win/lose, handicap, over/under, special: links between the desktop
// addresses, tabs on the phone), filtered by sport and day (Seoul), paged, on the shared list pattern
// (filters and page in the address). Each row: when, sport and league, the match, the score, the line,
// and what won in words (the winning side named, not only coloured).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestBody } from '@/api/contract';
import { formatServerDate, formatServerTime } from '@/lib/format';
import { isSport, SPORT_FILTERS, useSportNames } from '@/domain/betting/sports';
import { addDays, seoulToday } from '@/kit/paged-list/date-range';
import { ListSection } from '@/kit/paged-list/ListSection';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf, type RowOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';

const PATH = '/api/sport/results';
type Kind = RequestBody<typeof PATH>['kind'];
type Result = RowOf<typeof PATH>;
type Filter = 'sport' | 'date' | 'kind';
const FILTERS = ['sport', 'date', 'kind'] as const satisfies readonly Filter[];
export const RESULT_KINDS: readonly Kind[] = ['winloose', 'handy', 'underover', 'special'];
const isKind = (value: string | undefined): value is Kind => RESULT_KINDS.some((k) => k === value);
const DAYS_BACK = 7;
const ALL_SPORTS = SPORT_FILTERS.flatMap((f) => f.sports);

export interface SportResultsScreenProps {
  /** The kind an address names (desktop); without it, the kind is a tab kept in the address (phone). */
  readonly kind?: Kind;
  readonly heading?: 'h1' | 'h2';
}

export function SportResultsScreen({ kind: fixedKind, heading = 'h1' }: SportResultsScreenProps) {
  const { t, i18n } = useTranslation('results');
  const lang = i18n.language;
  const names = useSportNames();
  const { state, setPage, setFilter } = useListState<Filter>(FILTERS);
  const kind: Kind = fixedKind ?? (isKind(state.filters.kind) ? state.filters.kind : 'winloose');
  const sport = isSport(state.filters.sport) ? state.filters.sport : null;
  const date = state.filters.date ?? null;
  const bodyOf: BodyOf<typeof PATH, Filter> = (q) => ({
    kind,
    page: q.page,
    ...(isSport(q.filters.sport) ? { sport: q.filters.sport } : {}),
    ...(q.filters.date ? { date: q.filters.date } : {}),
  });
  const list = usePagedList(PATH, bodyOf, { ...state, filters: { ...state.filters, kind } });
  const days = useMemo(() => Array.from({ length: DAYS_BACK }, (_, i) => addDays(seoulToday(), -i)), []);

  const description = useMemo<ListDescription<Result>>(() => {
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
    return {
      rowKey: (r) => r.fixtureId,
      empty: t('empty'),
      columns: [
        { id: 'time', header: t('col.time'), cell: (r) => formatServerTime(r.startTime, lang), csv: (r) => r.startTime },
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
      ],
    };
  }, [t, lang, names, kind]);

  const kindTabs = (
    <Tabs
      value={kind}
      aria-label={t('kinds')}
      variant="scrollable"
      allowScrollButtonsMobile
      onChange={fixedKind ? undefined : (_, value: Kind) => setFilter('kind', value)}
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
      <ListSection
        title={t('title', { kind: t(`kind.${kind}`) })}
        heading={heading}
        list={list}
        page={state.page}
        onPage={setPage}
        caption={t('caption', { kind: t(`kind.${kind}`) })}
        description={description}
        csvFileName={`sport-results-${kind}`}
        toolbar={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <FormControl size="small" sx={{ minWidth: 160, flex: '1 1 160px' }}>
              <InputLabel id="results-sport">{t('filter.sport')}</InputLabel>
              <Select
                labelId="results-sport"
                label={t('filter.sport')}
                value={sport ?? ''}
                onChange={(e) => setFilter('sport', e.target.value)}
              >
                <MenuItem value="">{names.filter('all')}</MenuItem>
                {ALL_SPORTS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {names.sport(s)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 160, flex: '1 1 160px' }}>
              <InputLabel id="results-date">{t('filter.date')}</InputLabel>
              <Select
                labelId="results-date"
                label={t('filter.date')}
                value={date ?? ''}
                onChange={(e) => setFilter('date', e.target.value)}
              >
                <MenuItem value="">{t('filter.allDates')}</MenuItem>
                {days.map((d) => (
                  <MenuItem key={d} value={d}>
                    {formatServerDate(d, lang)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
        }
      />
    </Stack>
  );
}
