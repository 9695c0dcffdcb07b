// One post of the free board: title, kind, writer, date, views, the content (server HTML through
// SafeHtml), the attached bets, the comments with the form to add one, the posts before and after it,
// and back to the list at the page, tab and search it was opened from (the address's, else what
// winner_boardList remembers). An address naming no post, or a post the server does not have, says
// so; a failed read shows its code's message with a retry. Coming from the write screen, the
// completion notice is shown above the post.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatNumber } from '@forms/rules/format';
import { PostContent } from '@/domain/board-posts/PostContent';
import { BoardPostView, PostTime } from '@/domain/board-posts/BoardPostView';
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
  const posted = (useLocation().state as PostedState | null)?.posted === true;
  const words = { title: t('read.title'), loading: t('read.loading'), notFound: t('read.notFound'), back: t('read.back') };
  const above = posted ? (
    <Alert severity="success" role="status">
      {t('writePage.done')}
    </Alert>
  ) : null;
  return (
    <BoardPostView boardType="free" listPath={boardListPath} words={words} above={above}>
      {({ post, bets, prev, next, comments }, place) => (
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`category.${post.category}`)} />
            <Typography variant="body2" color="text.secondary">
              {t('read.writer')} {post.memNick ?? post.memId}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('read.posted')} <PostTime regDate={post.regDate} language={lang} />
            </Typography>
            {post.viewCount !== undefined && (
              <Typography variant="body2" color="text.secondary">
                {t('read.views')} {formatNumber(post.viewCount, lang)}
              </Typography>
            )}
          </Stack>
          <Divider />
          <PostContent html={post.content} />
          {bets && bets.length > 0 ? <PostBets bets={bets} /> : null}
          <Divider />
          <PostNeighbours prev={prev} next={next} place={place} />
          <Divider />
          <PostComments boardIdx={post.boardIdx} comments={comments} />
        </Stack>
      )}
    </BoardPostView>
  );
}
