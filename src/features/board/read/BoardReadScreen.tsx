// One post of the free board: title, kind, writer, date, views, the content (server HTML through
// SafeHtml), the attached bets, the comments with the form to add one, the posts before and after it,
// and back to the list at the page, tab and search it was opened from (the address's, else what
// winner_boardList remembers). An address naming no post, or a post the server does not have, says
// so; a failed read shows its code's message with a retry. Coming from the write screen, the
// completion notice is shown above the post.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { formatNumber, formatServerTime } from '@/lib/format';
import { HtmlContent } from '@/resources/HtmlContent';
import { parseBoardIdx, placeFromAddress, useBoardPost } from '@/resources/board';
import { boardListPath } from '../board-paths';
import { PostBets } from './PostBets';
import { PostComments } from './PostComments';
import { PostNeighbours } from './PostNeighbours';

/** What the write screen hands over with the new post's address. */
export interface PostedState {
  readonly posted?: boolean;
}

export function BoardReadScreen() {
  const { t, i18n } = useTranslation('board');
  const lang = i18n.language;
  const layout = useLayout();
  const headingId = useId();
  const boardIdx = parseBoardIdx(useParams().boardIdx);
  const [params] = useSearchParams();
  const posted = (useLocation().state as PostedState | null)?.posted === true;
  const place = useMemo(() => placeFromAddress('free', params), [params]);
  const query = useBoardPost('free', boardIdx);
  const data = query.data;
  const post = data?.post;
  const notFound = <Alert severity="warning">{t('read.notFound')}</Alert>;
  let body;
  if (boardIdx === null) body = notFound;
  else if (query.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label={t('read.loading')}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={160} />
      </Stack>
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!post || !data) body = notFound;
  else
    body = (
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`category.${post.category}`)} />
          <Typography variant="body2" color="text.secondary">
            {t('read.writer')} {post.memNick ?? post.memId}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('read.posted')} <time dateTime={post.regDate.replace(' ', 'T') + '+09:00'}>{formatServerTime(post.regDate, lang)}</time>
          </Typography>
          {post.viewCount !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('read.views')} {formatNumber(post.viewCount, lang)}
            </Typography>
          )}
        </Stack>
        <Divider />
        <HtmlContent html={post.content} />
        {data.bets && data.bets.length > 0 ? <PostBets bets={data.bets} /> : null}
        <Divider />
        <PostNeighbours prev={data.prev} next={data.next} place={place} />
        <Divider />
        <PostComments boardIdx={post.boardIdx} comments={data.comments} />
      </Stack>
    );
  return (
    <Stack component="article" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }} aria-busy={query.isFetching}>
      {posted ? (
        <Alert severity="success" role="status">
          {t('writePage.done')}
        </Alert>
      ) : null}
      <Typography
        id={headingId}
        component="h1"
        variant={layout === 'desktop' ? 'h5' : 'h6'}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {post?.title ?? t('read.title')}
      </Typography>
      {body}
      <Divider />
      <Stack direction="row">
        <Button component={RouterLink} to={boardListPath(layout, place)} variant="contained">
          {t('read.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
