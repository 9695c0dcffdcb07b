// The free board: tabs by kind, a search (title, content or writer; the term required), the posts on
// the shared paged list (table on the desktop, cards on mobile; loading, error with retry, empty), and
// the way to write. Page, tab and search live in the address (and the page and tab in winner_boardList)
// and ride along to a post and back.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { BoardSearch } from '@/domain/board-posts/BoardSearch';
import { BOARD_FILTERS, categoryOf, useBoardList, type BoardRow } from '@/domain/board-posts/api/board-list';
import { rememberBoardPage } from '@/domain/board-posts/place';
import { ContractList } from '@/kit/paged-list/ContractList';
import { BOARD_WRITE_PATH } from '../board-paths';
import { boardColumns } from './board-columns';
import { CategoryTabs } from './CategoryTabs';

const rowKey = (p: BoardRow) => p.boardIdx;

export function BoardListScreen() {
  const { t, i18n } = useTranslation('board');
  const lang = i18n.language;
  const layout = useLayout();
  const list = useBoardList('free', { filters: BOARD_FILTERS });
  const { state, setFilters } = list;
  const { searchType, searchText } = state.filters;
  const category = categoryOf(state.filters.category);
  useEffect(() => rememberBoardPage('free', state.page, category), [state.page, category]);
  const columns = useMemo(
    () => boardColumns(t, lang, layout, { page: state.page, searchType, searchText, category }),
    [t, lang, layout, state.page, searchType, searchText, category],
  );
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <ContractList
        list={list}
        words={(w) => (w === 'empty' && searchText ? t('noResults') : t(w))}
        columns={columns}
        rowKey={rowKey}
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
