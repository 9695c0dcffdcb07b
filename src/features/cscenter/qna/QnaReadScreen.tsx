// One of my inquiries: its title, type, state and date, the question (server HTML, sanitised), and
// under it the staff's answer, or "waiting for an answer" while there is none; back to the list at
// the page it was opened from (the address's, else the page winner_boardList remembers). An address
// that names no inquiry says so without a call; a failed read shows its code's message with a retry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { formatServerTime } from '@/lib/format';
import { HtmlContent } from '@/resources/HtmlContent';
import { parseBoardIdx, placeFromAddress, useBoardPost, type BoardRow } from '@/resources/board';
import { InquiryState, InquiryType } from './InquiryLabels';
import { qnaListPath } from './qna-paths';

function Answer({ answer }: { answer: string | null | undefined }) {
  const { t } = useTranslation('cscenter');
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('qna.read.answer')}
      </Typography>
      {answer ? <HtmlContent html={answer} /> : <Alert severity="info">{t('qna.read.waiting')}</Alert>}
    </Paper>
  );
}

function Inquiry({ post, answer }: { post: BoardRow; answer: string | null | undefined }) {
  const { t, i18n } = useTranslation('cscenter');
  const questionId = useId();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <InquiryState status={post.status} />
        <Typography variant="body2">
          <InquiryType type={post.inquiryType} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('qna.read.posted')}{' '}
          <time dateTime={post.regDate.replace(' ', 'T') + '+09:00'}>{formatServerTime(post.regDate, i18n.language)}</time>
        </Typography>
      </Stack>
      <Divider />
      <section aria-labelledby={questionId}>
        <Typography id={questionId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('qna.read.question')}
        </Typography>
        <HtmlContent html={post.content ?? ''} />
      </section>
      <Answer answer={answer} />
    </Stack>
  );
}

export function QnaReadScreen() {
  const { t } = useTranslation('cscenter');
  const layout = useLayout();
  const headingId = useId();
  const boardIdx = parseBoardIdx(useParams().boardIdx);
  const [params] = useSearchParams();
  const listPath = useMemo(() => qnaListPath(layout, placeFromAddress('qna', params)), [layout, params]);
  const query = useBoardPost('qna', boardIdx);
  const post = query.data?.post;
  let body;
  if (boardIdx === null) body = <Alert severity="warning">{t('qna.read.notFound')}</Alert>;
  else if (query.isPending)
    body = (
      <Stack spacing={1} role="status" aria-label={t('qna.read.loading')}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={160} />
      </Stack>
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!post) body = <Alert severity="warning">{t('qna.read.notFound')}</Alert>;
  else body = <Inquiry post={post} answer={query.data.answer} />;
  return (
    <Stack component="article" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }} aria-busy={query.isFetching}>
      <Typography
        id={headingId}
        component="h1"
        variant={layout === 'desktop' ? 'h5' : 'h6'}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {post?.title ?? t('qna.read.title')}
      </Typography>
      {body}
      <Divider />
      <Stack direction="row">
        <Button component={RouterLink} to={listPath} variant="contained">
          {t('qna.read.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
