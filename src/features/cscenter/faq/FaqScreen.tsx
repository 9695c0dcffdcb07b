// The FAQ: each question an accordion entry (a button with aria-expanded; Enter and Space open it) whose
// answer came with the list (no call to open it); a search (term required) over titles or contents
// through the list call; the page and search in the address; empty and no-results states (loading and
// the error with retry are the frame's).
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/icons';
import { useLayout } from '@forms/renderer/layout-context';
import { PostContent } from '@/domain/board-posts/PostContent';
import { BoardSearch } from '@/domain/board-posts/BoardSearch';
import { useBoardList, type BoardRow } from '@/domain/board-posts/api/board-list';
import { ListPager } from '@/kit/paged-list/ListPager';
import { ListSkeleton } from '@/kit/paged-list/ListSkeleton';
import { pageCount } from '@/kit/paged-list/use-paged-list';
import { ScreenFrame } from '@/kit/ScreenFrame';

const SEARCH_KEYS = ['searchType', 'searchText'] as const;

function FaqEntry({ entry }: { entry: BoardRow }) {
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <PostContent html={entry.content ?? ''} />
      </AccordionDetails>
    </Accordion>
  );
}

export function FaqScreen() {
  const { t } = useTranslation('cscenter');
  const layout = useLayout();
  const { state, setPage, setFilters, read } = useBoardList('faq', { filters: SEARCH_KEYS });
  const { searchType, searchText } = state.filters;
  const { query, rows, pageInfo } = read;
  return (
    <ScreenFrame
      title={t('faq.title')}
      spacing={2}
      query={query}
      loadingLabel={t('faq.loading')}
      skeleton={<ListSkeleton rows={4} rowHeight={48} />}
      above={<BoardSearch searchType={searchType} searchText={searchText} onSearch={setFilters} />}
    >
      {() => (
        <>
          {rows.length === 0 ? (
            <Alert severity="info">{searchText ? t('faq.noResults') : t('faq.empty')}</Alert>
          ) : (
            <Stack component="ul" aria-label={t('faq.listLabel')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((entry) => (
                <li key={entry.boardIdx}>
                  <FaqEntry entry={entry} />
                </li>
              ))}
            </Stack>
          )}
          <ListPager page={state.page} pages={pageInfo ? pageCount(pageInfo) : 0} onPage={setPage} compact={layout === 'mobile'} />
        </>
      )}
    </ScreenFrame>
  );
}
