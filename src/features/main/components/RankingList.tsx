import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import { QueryError } from '../../../components/QueryError';
import { formatWon } from '../../../lib/format';
import { useMainBoards } from '../api/main-boards';

/** Today's best withdrawals (SPEC §2, main page). */
export function RankingList() {
  const { t, i18n } = useTranslation(['main', 'common']);
  const boards = useMainBoards();
  const rows = boards.data?.bestWithdrawalsToday ?? [];
  return (
    <Section title={t('bestToday.title')}>
      {boards.isPending && <Skeleton variant="rectangular" height={96} />}
      {boards.isError && <QueryError error={boards.error} onRetry={() => void boards.refetch()} />}
      {boards.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('common:empty')}</Typography>}
      {rows.length > 0 && (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.rank}
              disableGutters
              secondaryAction={<Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatWon(row.amount, i18n.language)}</Typography>}
            >
              <ListItemText primary={t('bestToday.row', { rank: row.rank, memId: row.memId })} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
