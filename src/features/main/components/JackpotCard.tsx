import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import { QueryError } from '../../../components/QueryError';
import { formatWon } from '../../../lib/format';
import { useMainBoards } from '../api/main-boards';

export function JackpotCard() {
  const { t, i18n } = useTranslation('main');
  const boards = useMainBoards();
  return (
    <Section title={t('jackpot.title')}>
      {boards.isPending && <Skeleton variant="text" width="60%" height={48} />}
      {boards.isError && <QueryError error={boards.error} onRetry={() => void boards.refetch()} />}
      {boards.data?.slotJackpot !== undefined && (
        <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatWon(boards.data.slotJackpot, i18n.language)}
        </Typography>
      )}
    </Section>
  );
}
