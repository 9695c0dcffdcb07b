// One notice in the shared post frame (address, loading, not found, error with retry, back to the
// list's place): its type, date and views, and the content (server HTML, sanitised).
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@forms/rules/format';
import { PostContent } from '@/domain/board-posts/PostContent';
import { BoardPostView, PostTime } from '@/domain/board-posts/BoardPostView';
import { noticeListPath } from './notice-paths';

export function NoticeReadScreen() {
  const { t, i18n } = useTranslation('cscenter');
  const lang = i18n.language;
  const words = {
    title: t('notices.read.title'),
    loading: t('notices.read.loading'),
    notFound: t('notices.read.notFound'),
    back: t('notices.read.back'),
  };
  return (
    <BoardPostView boardType="notice" listPath={noticeListPath} words={words}>
      {({ post }) => (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`notices.category.${post.category}`)} />
            <Typography variant="body2" color="text.secondary">
              {t('notices.read.posted')} <PostTime regDate={post.regDate} language={lang} />
            </Typography>
            {post.viewCount !== undefined && (
              <Typography variant="body2" color="text.secondary">
                {t('notices.read.views')} {formatNumber(post.viewCount, lang)}
              </Typography>
            )}
          </Stack>
          <Divider />
          <PostContent html={post.content} />
        </Stack>
      )}
    </BoardPostView>
  );
}
