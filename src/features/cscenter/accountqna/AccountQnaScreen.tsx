// The bank account inquiry (/cscenter/accountqna): the one-click request for the deposit account, and
// my account inquiries (list accountqna with memId), each opening to its answer; paging; empty (loading
// and the error with retry are the frame's).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { useSession } from '@/session/use-session';
import { useBoardList } from '@/domain/board-posts/api/board-list';
import { ListPager } from '@/kit/paged-list/ListPager';
import { ListSkeleton } from '@/kit/paged-list/ListSkeleton';
import { pageCount } from '@/kit/paged-list/use-paged-list';
import { AccountInquiryEntry } from './AccountInquiryEntry';
import { AccountRequestBox } from './AccountRequestBox';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function AccountQnaScreen() {
  const { t } = useTranslation('cscenter');
  const layout = useLayout();
  const listId = useId();
  const memId = useSession((s) => s.member?.memId);
  const { state, setPage, read } = useBoardList('accountqna', { memId, enabled: memId !== undefined });
  const { query, rows, pageInfo } = read;
  return (
    <ScreenFrame
      title={t('accountQna.title')}
      spacing={2}
      narrow
      query={query}
      loadingLabel={t('accountQna.loading')}
      skeleton={<ListSkeleton rows={2} rowHeight={48} />}
      above={
        <Typography variant="body2" color="text.secondary">
          {t('accountQna.help')}
        </Typography>
      }
    >
      {() => (
        <>
          <AccountRequestBox waiting={rows.some((r) => r.status === 'waiting')} />
          <Typography id={listId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('accountQna.listTitle')}
          </Typography>
          {rows.length === 0 ? (
            <Alert severity="info">{t('accountQna.empty')}</Alert>
          ) : (
            <Stack component="ul" aria-labelledby={listId} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((entry) => (
                <li key={entry.boardIdx}>
                  <AccountInquiryEntry entry={entry} />
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
