// One notice: its title, type, date and views, the content (server HTML, sanitised), and back to the
// list at the page and search it was opened from (the address's, else the page winner_boardList
// remembers).
// An address that names no notice says so without a call; a failed read shows its code's message
// with a retry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { formatNumber, formatServerTime } from '@/lib/format';
import { HtmlContent } from '@/resources/HtmlContent';
import { parseBoardIdx, placeFromAddress, useBoardPost } from '@/resources/board';
import { noticeListPath } from './notice-paths';

export function NoticeReadScreen() {
  const { t, i18n } = useTranslation('cscenter');
  const lang = i18n.language;
  const layout = useLayout();
  const headingId = useId();
  const boardIdx = parseBoardIdx(useParams().boardIdx);
  const [params] = useSearchParams();
  const listPath = useMemo(() => noticeListPath(layout, placeFromAddress('notice', params)), [layout, params]);
  const query = useBoardPost('notice', boardIdx);
  const post = query.data?.post;
  let body;
  if (boardIdx === null) body = <Alert severity="warning">{t('notices.read.notFound')}</Alert>;
  else if (query.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label={t('notices.read.loading')}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={160} />
      </Stack>
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!post) body = <Alert severity="warning">{t('notices.read.notFound')}</Alert>;
  else
    body = (
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`notices.category.${post.category}`)} />
          <Typography variant="body2" color="text.secondary">
            {t('notices.read.posted')}{' '}
            <time dateTime={post.regDate.replace(' ', 'T') + '+09:00'}>{formatServerTime(post.regDate, lang)}</time>
          </Typography>
          {post.viewCount !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('notices.read.views')} {formatNumber(post.viewCount, lang)}
            </Typography>
          )}
        </Stack>
        <Divider />
        <HtmlContent html={post.content} />
      </Stack>
    );
  return (
    <Stack component="article" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }} aria-busy={query.isFetching}>
      <Typography
        id={headingId}
        component="h1"
        variant={layout === 'desktop' ? 'h5' : 'h6'}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {post?.title ?? t('notices.read.title')}
      </Typography>
      {body}
      <Divider />
      <Stack direction="row">
        <Button component={RouterLink} to={listPath} variant="contained">
          {t('notices.read.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
