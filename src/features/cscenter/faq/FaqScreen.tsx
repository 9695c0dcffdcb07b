// The FAQ: each question an accordion entry (a button with aria-expanded; Enter and Space open it) whose
// answer came with the list (no call to open it); a search (term required) over titles or contents
// through the list call; the page and search in the address; loading, error with retry, empty and
// no-results states.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/icons';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { HtmlContent } from '@/kit/HtmlContent';
import { BoardSearch } from '@/domain/board-posts/BoardSearch';
import { useBoardList, type BoardRow } from '@/domain/board-posts/api/board-list';
import { ListPager } from '@/kit/paged-list/ListPager';
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
        <HtmlContent html={entry.content ?? ''} />
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
  let body;
  if (query.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label={t('faq.loading')}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rectangular" height={48} />
        ))}
      </Stack>
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <Alert severity="info">{searchText ? t('faq.noResults') : t('faq.empty')}</Alert>;
  else
    body = (
      <Stack component="ul" aria-label={t('faq.listLabel')} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((entry) => (
          <li key={entry.boardIdx}>
            <FaqEntry entry={entry} />
          </li>
        ))}
      </Stack>
    );
  const pages = pageInfo ? pageCount(pageInfo) : 0;
  return (
    <ScreenFrame title={t('faq.title')} spacing={2} busy={query.isFetching}>
      <BoardSearch searchType={searchType} searchText={searchText} onSearch={setFilters} />
      {body}
      <ListPager page={state.page} pages={pages} onPage={setPage} compact={layout === 'mobile'} />
    </ScreenFrame>
  );
}
