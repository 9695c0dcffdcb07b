// One of my account inquiries as an accordion entry: its date and state; opened, the staff's answer
// (read from the inquiry's detail: the account when answered) or "waiting".
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '@/components/icons';
import { formatServerTime } from '@/lib/format';
import { PostContent } from '@/domain/board-posts/PostContent';
import { QueryState } from '@/kit/QueryState';
import type { BoardRow } from '@/domain/board-posts/api/board-list';
import { useBoardPost } from '@/domain/board-posts/api/board-detail';
import { InquiryState } from '../qna/InquiryLabels';

function AccountAnswer({ boardIdx }: { boardIdx: number }) {
  const { t } = useTranslation('cscenter');
  const query = useBoardPost('accountqna', boardIdx);
  return (
    <QueryState query={query} loadingLabel={t('accountQna.answerLoading')} skeleton={<Skeleton variant="text" />}>
      {(data) =>
        data.answer ? (
          <PostContent html={data.answer} />
        ) : (
          <Alert severity="info">{data.post?.status === 'answered' ? t('accountQna.noAnswer') : t('accountQna.waiting')}</Alert>
        )
      }
    </QueryState>
  );
}

export function AccountInquiryEntry({ entry }: { entry: BoardRow }) {
  const { i18n } = useTranslation('cscenter');
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatServerTime(entry.regDate, i18n.language)}
          </Typography>
          <InquiryState status={entry.status} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <AccountAnswer boardIdx={entry.boardIdx} />
      </AccordionDetails>
    </Accordion>
  );
}
