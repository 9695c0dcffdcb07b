// The last draws of each mini game (/result/mini, and the mini part of mobile /resultMain): a game
// picker and the paged list of its draws (the shared list pattern; game and page in the address).
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawView } from '@/domain/betting/mini/DrawView';
import { isMiniGame, MINI_GAMES, miniGameOf, type MiniDraw, type MiniGame } from '@/domain/betting/mini/games';
import { timeColumn } from '@/kit/paged-list/columns';
import { ContractList } from '@/kit/paged-list/ContractList';
import type { Column } from '@/kit/paged-list/description';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import type { BodyOf } from '@/kit/paged-list/use-paged-list';

type Filter = 'game';
const FILTERS = ['game'] as const satisfies readonly Filter[];

const gameOf = (value: string | undefined): MiniGame => (isMiniGame(value) ? value : 'powerball');

const body: BodyOf<'/api/minigame/powerballResult', Filter> = (q) => ({ prodId: gameOf(q.filters.game), page: q.page });
const rowKey = (r: MiniDraw) => r.round;

export function MiniResultsScreen({ heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation('minigames');
  const lang = i18n.language;
  const list = useContractList('/api/minigame/powerballResult', { filters: FILTERS, body });
  const game = miniGameOf(gameOf(list.state.filters.game));
  const columns = useMemo<Column<MiniDraw>[]>(
    () => [
      { id: 'round', header: t('draw.round'), cell: (r) => r.round, csv: (r) => r.round },
      timeColumn<MiniDraw>('date', t('draw.date'), (r) => r.date, { language: lang }),
      { id: 'result', header: t('draw.result'), cell: (r) => <DrawView draw={r} kind={game.draw} compact /> },
    ],
    [t, lang, game.draw],
  );
  return (
    <ContractList
      list={list}
      words={(w) => t(`results.${w}`, { game: t(`game.${game.id}`) })}
      heading={heading}
      columns={columns}
      rowKey={rowKey}
      toolbar={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={game.id}
          aria-label={t('results.pick')}
          onChange={(_, value: string | null) => {
            if (value) list.setFilter('game', value);
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
