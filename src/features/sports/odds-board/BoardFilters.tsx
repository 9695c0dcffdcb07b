// The board's filters: the sport (the eight (docs/rules.md#constants), "others" opening its four sports), the league (the
// answer's leagues with how many fixtures each has) and the day (every open fixture, today, or one of
// the next days, Seoul time). Each change asks the server again from page 1.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { formatServerDate } from '@/lib/format';
import { filterOfSport, SPORT_FILTERS, useSportNames, type Sport, type SportFilterId } from '@/domain/betting/sports';

export interface League {
  readonly league: string;
  readonly count: number;
  readonly country?: string;
}

export interface BoardFiltersProps {
  readonly sport: Sport | null;
  readonly league: string | null;
  readonly date: string | null;
  /** The next days a member can pick (Seoul), today first. */
  readonly days: readonly string[];
  readonly leagues: readonly League[];
  readonly showSports: boolean;
  readonly onChange: (next: { sport?: Sport | null; league?: string | null; date?: string | null }) => void;
}

export function BoardFilters({ sport, league, date, days, leagues, showSports, onChange }: BoardFiltersProps) {
  const { t, i18n } = useTranslation('sportsbook');
  const names = useSportNames();
  const filter: SportFilterId | 'all' = sport ? filterOfSport(sport).id : 'all';
  const others = SPORT_FILTERS.find((f) => f.id === 'others')!;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {showSports ? (
        <Tabs
          value={filter}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('filters.sport')}
          onChange={(_, id: SportFilterId | 'all') =>
            onChange({ sport: id === 'all' ? null : (SPORT_FILTERS.find((f) => f.id === id)?.sports[0] ?? null), league: null })
          }
        >
          <Tab value="all" label={names.filter('all')} />
          {SPORT_FILTERS.map((f) => (
            <Tab key={f.id} value={f.id} label={names.filter(f.id)} />
          ))}
        </Tabs>
      ) : null}
      {showSports && filter === 'others' && sport ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={sport}
          aria-label={t('filters.others')}
          onChange={(_, value: Sport | null) => {
            if (value) onChange({ sport: value, league: null });
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {others.sports.map((s) => (
            <ToggleButton key={s} value={s}>
              {names.sport(s)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FormControl size="small" sx={{ minWidth: 200, flex: '1 1 200px' }}>
          <InputLabel id="board-league">{t('filters.league')}</InputLabel>
          <Select
            labelId="board-league"
            label={t('filters.league')}
            value={league ?? ''}
            onChange={(e) => onChange({ league: e.target.value || null })}
          >
            <MenuItem value="">{t('filters.allLeagues')}</MenuItem>
            {leagues.map((l) => (
              <MenuItem key={l.league} value={l.league}>
                {t('filters.leagueOption', { league: l.country ? `${l.league} (${l.country})` : l.league, count: l.count })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160, flex: '1 1 160px' }}>
          <InputLabel id="board-date">{t('filters.date')}</InputLabel>
          <Select
            labelId="board-date"
            label={t('filters.date')}
            value={date ?? ''}
            onChange={(e) => onChange({ date: e.target.value || null })}
          >
            <MenuItem value="">{t('filters.allDates')}</MenuItem>
            {days.map((d, i) => (
              <MenuItem key={d} value={d}>
                {i === 0 ? t('filters.today', { date: formatServerDate(d, i18n.language) }) : formatServerDate(d, i18n.language)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
    </Box>
  );
}
