import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@forms/renderer/layout-context';
import { formatServerTime } from '@/lib/format';
import { HtmlContent } from '@/kit/HtmlContent';
import { DeleteMessageButton } from './DeleteMessageButton';
import { messageListPath } from './message-row';
import { ReadMark } from './ReadMark';
import { useMessageRead } from '../api/message-read';
import { ScreenFrame } from '@/kit/ScreenFrame';

const parseIdx = (value: string | undefined): number | null => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const parsePage = (value: string | null): number => (value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1);

/** One message: title, date, read mark, its content (server HTML, sanitised), delete, and back to the list's page. */
export function MessageReadScreen() {
  const { t, i18n } = useTranslation('messages');
  const layout = useLayout();
  const navigate = useNavigate();
  const msgIdx = parseIdx(useParams().msgIdx);
  const [params] = useSearchParams();
  const listPath = messageListPath(layout, parsePage(params.get('page')));
  const query = useMessageRead(msgIdx);
  const message = query.data;
  let body;
  if (msgIdx === null) body = <Alert severity="error">{t('read.badAddress')}</Alert>;
  else if (query.isPending)
    body = (
      <Stack spacing={1} aria-hidden>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangular" height={160} />
      </Stack>
    );
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <ReadMark message={query.data} />
          <Typography variant="body2" color="text.secondary">
            {t('read.sent')}{' '}
            <time dateTime={query.data.sendDate.replace(' ', 'T') + '+09:00'}>{formatServerTime(query.data.sendDate, i18n.language)}</time>
          </Typography>
        </Stack>
        <Divider />
        <HtmlContent html={query.data.content} />
      </Stack>
    );
  return (
    <ScreenFrame title={message?.title ?? t('read.title')} as="article" spacing={2} busy={query.isFetching}>
      {body}
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={listPath} variant="contained">
          {t('read.back')}
        </Button>
        {message && <DeleteMessageButton message={message} onDeleted={() => void navigate(listPath)} />}
      </Stack>
    </ScreenFrame>
  );
}
