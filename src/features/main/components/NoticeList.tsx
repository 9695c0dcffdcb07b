import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import { QueryError } from '../../../components/QueryError';
import { formatServerTime } from '../../../lib/format';
import { useMainNotices } from '../api/main-notices';

export function NoticeList() {
  const { t, i18n } = useTranslation(['main', 'common']);
  const notices = useMainNotices();
  return (
    <Section title={t('notices.title')}>
      {notices.isPending && <Skeleton variant="rectangular" height={96} />}
      {notices.isError && <QueryError error={notices.error} onRetry={() => void notices.refetch()} />}
      {notices.isSuccess && notices.data.length === 0 && <Typography color="text.secondary">{t('common:empty')}</Typography>}
      {notices.isSuccess && notices.data.length > 0 && (
        <List dense disablePadding>
          {notices.data.map((notice) => (
            <ListItem key={notice.boardIdx} disableGutters sx={{ gap: 1 }}>
              {notice.category && <Chip size="small" label={t(`notices.category.${notice.category}`)} />}
              <ListItemText primary={notice.title} secondary={formatServerTime(notice.regDate, i18n.language)} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
