// The free board: tabs by kind, a search (title, content or writer; the term required), the posts on
// the shared paged list (table on the desktop, cards on mobile; loading, error with retry, empty), and
// the way to write. Page, tab and search live in the address (and the page and tab in winner_boardList)
// and ride along to a post and back.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@/components/layout';
import { BoardSearch } from '@/domain/board-posts/BoardSearch';
import { categoryOf, useBoardList, type BoardRow } from '@/domain/board-posts/api';
import { rememberBoardPage } from '@/domain/board-posts/place';
import { ListSection } from '@/kit/paged-list/ListSection';
import { useListState } from '@/kit/paged-list/use-list-state';
import { type ListDescription } from '@/kit/paged-list/description';
import { BOARD_WRITE_PATH } from '../board-paths';
import { boardColumns } from './board-columns';
import { CategoryTabs } from './CategoryTabs';

const FILTER_KEYS = ['category', 'searchType', 'searchText'] as const;

export function BoardListScreen() {
  const { t, i18n } = useTranslation('board');
  const lang = i18n.language;
  const layout = useLayout();
  const { state, setPage, setFilters } = useListState(FILTER_KEYS);
  const { searchType, searchText } = state.filters;
  const category = categoryOf(state.filters.category);
  const list = useBoardList('free', { page: state.page, searchType, searchText, category });
  useEffect(() => rememberBoardPage('free', state.page, category), [state.page, category]);
  const columns = useMemo(
    () => boardColumns(t, lang, layout, { page: state.page, searchType, searchText, category }),
    [t, lang, layout, state.page, searchType, searchText, category],
  );
  const description: ListDescription<BoardRow> = {
    rowKey: (p) => p.boardIdx,
    columns,
    empty: searchText ? t('noResults') : t('empty'),
  };
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <ListSection
        title={t('title')}
        list={list}
        page={state.page}
        onPage={setPage}
        caption={t('caption')}
        description={description}
        toolbar={
          <Stack spacing={1.5} sx={{ minWidth: 0 }}>
            <CategoryTabs category={category} onChange={(next) => setFilters({ category: next })} />
            <Stack
              direction={layout === 'mobile' ? 'column' : 'row'}
              sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: layout === 'mobile' ? 'stretch' : 'flex-start' }}
            >
              <BoardSearch searchType={searchType} searchText={searchText} onSearch={setFilters} />
              <Button component={RouterLink} to={BOARD_WRITE_PATH} variant="contained" sx={{ flexShrink: 0 }}>
                {t('write')}
              </Button>
            </Stack>
          </Stack>
        }
      />
    </Stack>
  );
}
