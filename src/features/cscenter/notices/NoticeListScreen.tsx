// The notice list on the shared paged list: number, type, title (a link to the notice), date and
// views; a search (title, content or writer); the page and search in the address (and remembered in winner_boardList); a table on the desktop and
// cards on mobile; loading, error with retry and empty come with the list.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { ListSection } from '@/kit/paged-list/ListSection';
import { useListState } from '@/kit/paged-list/use-list-state';
import { type ListDescription } from '@/kit/paged-list/description';
import { BoardSearch } from '@/domain/board-posts/BoardSearch';
import { rememberBoardPage } from '@/domain/board-posts/place';
import { useBoardList, type BoardRow } from '@/domain/board-posts/api';
import { noticeColumns } from './notice-columns';

const SEARCH_KEYS = ['searchType', 'searchText'] as const;

export function NoticeListScreen() {
  const { t, i18n } = useTranslation('cscenter');
  const lang = i18n.language;
  const layout = useLayout();
  const { state, setPage, setFilters } = useListState(SEARCH_KEYS);
  const { searchType, searchText } = state.filters;
  const list = useBoardList('notice', { page: state.page, searchType, searchText });
  useEffect(() => rememberBoardPage('notice', state.page), [state.page]);
  const columns = useMemo(
    () => noticeColumns(t, lang, layout, { page: state.page, searchType, searchText }),
    [t, lang, layout, state.page, searchType, searchText],
  );
  const description: ListDescription<BoardRow> = {
    rowKey: (n) => n.boardIdx,
    columns,
    empty: searchText ? t('notices.noResults') : t('notices.empty'),
  };
  return (
    <ListSection
      title={t('notices.title')}
      list={list}
      page={state.page}
      onPage={setPage}
      caption={t('notices.caption')}
      description={description}
      toolbar={<BoardSearch searchType={searchType} searchText={searchText} onSearch={setFilters} />}
    />
  );
}
