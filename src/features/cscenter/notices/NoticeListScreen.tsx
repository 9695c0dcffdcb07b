// The notice list on the shared paged list: number, type, title (a link to the notice), date and
// views; a search (title, content or writer); the page and search in the address (and remembered in winner_boardList); a table on the desktop and
// cards on mobile; loading, error with retry and empty come with the list.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { ContractList } from '@/kit/paged-list/ContractList';
import { BoardSearch } from '@/domain/board-posts/BoardSearch';
import { rememberBoardPage } from '@/domain/board-posts/place';
import { useBoardList, type BoardRow } from '@/domain/board-posts/api/board-list';
import { noticeColumns } from './notice-columns';

const SEARCH_KEYS = ['searchType', 'searchText'] as const;
const rowKey = (n: BoardRow) => n.boardIdx;

export function NoticeListScreen() {
  const { t, i18n } = useTranslation('cscenter');
  const lang = i18n.language;
  const layout = useLayout();
  const list = useBoardList('notice', { filters: SEARCH_KEYS });
  const { state, setFilters } = list;
  const { searchType, searchText } = state.filters;
  useEffect(() => rememberBoardPage('notice', state.page), [state.page]);
  const columns = useMemo(
    () => noticeColumns(t, lang, layout, { page: state.page, searchType, searchText }),
    [t, lang, layout, state.page, searchType, searchText],
  );
  return (
    <ContractList
      list={list}
      words={(w) => t(w === 'empty' && searchText ? 'notices.noResults' : `notices.${w}`)}
      columns={columns}
      rowKey={rowKey}
      toolbar={<BoardSearch searchType={searchType} searchText={searchText} onSearch={setFilters} />}
    />
  );
}
