// The sports of the board and the results (docs/rules.md#constants sports filters): eight filters, "others" standing
// for tennis, handball, American football and e-sports; each sport's name in the member's language
// (the `sports` namespace).
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';

export type Sport = components['schemas']['Sport'];
export type SportFilterId = 'soccer' | 'basketball' | 'baseball' | 'volleyball' | 'badminton' | 'hockey' | 'combat' | 'others';

export interface SportFilter {
  readonly id: SportFilterId;
  /** The sports it stands for (the first is asked for when the filter is chosen). */
  readonly sports: readonly [Sport, ...Sport[]];
}

export const SPORT_FILTERS: readonly SportFilter[] = [
  { id: 'soccer', sports: ['soccer'] },
  { id: 'basketball', sports: ['basketball'] },
  { id: 'baseball', sports: ['baseball'] },
  { id: 'volleyball', sports: ['volleyball'] },
  { id: 'badminton', sports: ['badminton'] },
  { id: 'hockey', sports: ['hockey'] },
  { id: 'combat', sports: ['combat'] },
  { id: 'others', sports: ['tennis', 'handball', 'football', 'esport'] },
];

const ALL_SPORTS: readonly Sport[] = SPORT_FILTERS.flatMap((f) => f.sports);

export const isSport = (value: string | null | undefined): value is Sport => ALL_SPORTS.some((s) => s === value);

/** The filter a sport belongs to. */
export const filterOfSport = (sport: Sport): SportFilter => SPORT_FILTERS.find((f) => f.sports.includes(sport)) ?? SPORT_FILTERS[7]!;

/** A sport's and a filter's name in the member's language. */
export function useSportNames() {
  const { t } = useTranslation('sports');
  return {
    sport: (sport: Sport) => t(`sport.${sport}`),
    filter: (id: SportFilterId | 'all') => (id === 'all' ? t('filter.all') : id === 'others' ? t('filter.others') : t(`sport.${id}`)),
  };
}
