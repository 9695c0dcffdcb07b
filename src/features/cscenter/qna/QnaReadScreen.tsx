// One of my inquiries in the shared post frame (address, loading, not found, error with retry, back
// to the list's place): its type, state and date, the question (server HTML, sanitised), and under it
// the staff's answer, or "waiting for an answer" while there is none.
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PostContent } from '@/domain/board-posts/PostContent';
import { BoardPostView, PostTime } from '@/domain/board-posts/BoardPostView';
import { type BoardRow } from '@/domain/board-posts/api/board-list';
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
      {answer ? <PostContent html={answer} /> : <Alert severity="info">{t('qna.read.waiting')}</Alert>}
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
          {t('qna.read.posted')} <PostTime regDate={post.regDate} language={i18n.language} />
        </Typography>
      </Stack>
      <Divider />
      <section aria-labelledby={questionId}>
        <Typography id={questionId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('qna.read.question')}
        </Typography>
        <PostContent html={post.content ?? ''} />
      </section>
      <Answer answer={answer} />
    </Stack>
  );
}

export function QnaReadScreen() {
  const { t } = useTranslation('cscenter');
  const words = { title: t('qna.read.title'), loading: t('qna.read.loading'), notFound: t('qna.read.notFound'), back: t('qna.read.back') };
  return (
    <BoardPostView boardType="qna" listPath={qnaListPath} words={words}>
      {({ post, answer }) => <Inquiry post={post} answer={answer} />}
    </BoardPostView>
  );
}
