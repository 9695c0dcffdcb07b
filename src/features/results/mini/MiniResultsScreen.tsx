// The last draws of each mini game (/result/mini, and the mini part of mobile /resultMain): a game
// picker and the paged list of its draws (the shared list pattern; game and page in the address).
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { DrawView } from '@/domain/betting/mini/DrawView';
import { isMiniGame, MINI_GAMES, miniGameOf, type MiniDraw, type MiniGame } from '@/domain/betting/mini/games';
import { ListSection } from '@/kit/paged-list/ListSection';
import { useListState } from '@/kit/paged-list/use-list-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import { type ListDescription } from '@/kit/paged-list/description';

type Filter = 'game';
const FILTERS = ['game'] as const satisfies readonly Filter[];

const gameOf = (value: string | undefined): MiniGame => (isMiniGame(value) ? value : 'powerball');

const bodyOf: BodyOf<'/api/minigame/powerballResult', Filter> = (q) => ({ prodId: gameOf(q.filters.game), page: q.page });

export function MiniResultsScreen({ heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('minigames');
  const lang = i18n.language;
  const { state, setPage, setFilter } = useListState<Filter>(FILTERS);
  const game = miniGameOf(gameOf(state.filters.game));
  const list = usePagedList('/api/minigame/powerballResult', bodyOf, state);
  const description = useMemo<ListDescription<MiniDraw>>(
    () => ({
      rowKey: (r) => r.round,
      empty: t('results.empty'),
      columns: [
        { id: 'round', header: t('draw.round'), cell: (r) => r.round, csv: (r) => r.round },
        { id: 'date', header: t('draw.date'), cell: (r) => (r.date ? formatServerTime(r.date, lang) : '-') },
        { id: 'result', header: t('draw.result'), cell: (r) => <DrawView draw={r} kind={game.draw} compact /> },
      ],
    }),
    [t, lang, game.draw],
  );
  return (
    <ListSection
      title={t('results.title')}
      heading={heading}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('results.caption', { game: t(`game.${game.id}`) })}
      description={description}
      toolbar={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={game.id}
          aria-label={t('results.pick')}
          onChange={(_, value: string | null) => {
            if (value) setFilter('game', value);
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {MINI_GAMES.map((g) => (
            <ToggleButton key={g.id} value={g.id}>
              {t(`game.${g.id}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    />
  );
}
