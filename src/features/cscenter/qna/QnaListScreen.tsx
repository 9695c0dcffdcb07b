// My 1:1 inquiries (the member's own: memId in the list call): number, type, title (a link), date and
// state; paging (the page in the address and winner_boardList); a button to write one; the completion
// notice after a new inquiry. A table on the desktop and cards on mobile; loading, error with retry
// and empty come with the list.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { useSession } from '@/session/use-session';
import { ContractList } from '@/kit/paged-list/ContractList';
import { rememberBoardPage } from '@/domain/board-posts/place';
import { useBoardList, type BoardRow } from '@/domain/board-posts/api/board-list';
import { qnaColumns } from './qna-columns';
import { qnaWritePath, type WrittenState } from './qna-paths';

const rowKey = (n: BoardRow) => n.boardIdx;

export function QnaListScreen() {
  const { t, i18n } = useTranslation('cscenter');
  const lang = i18n.language;
  const layout = useLayout();
  const memId = useSession((s) => s.member?.memId);
  const written = (useLocation().state as WrittenState | null)?.written === true;
  const list = useBoardList('qna', { memId, enabled: memId !== undefined });
  const { page } = list.state;
  useEffect(() => rememberBoardPage('qna', page), [page]);
  const columns = useMemo(() => qnaColumns(t, lang, layout, { page }), [t, lang, layout, page]);
  return (
    <ContractList
      list={list}
      words={(w) => t(`qna.${w}`)}
      columns={columns}
      rowKey={rowKey}
      toolbar={
        <Stack spacing={1.5}>
          {written ? <Alert severity="success">{t('qna.written')}</Alert> : null}
          <Stack direction="row">
            <Button component={RouterLink} to={qnaWritePath(layout)} variant="contained">
              {t('qna.write')}
            </Button>
          </Stack>
        </Stack>
      }
    />
  );
}
