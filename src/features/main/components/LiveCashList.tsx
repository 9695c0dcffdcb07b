import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import { QueryError } from '../../../components/QueryError';
import { formatServerTime, formatWon } from '../../../lib/format';
import { useLiveCash } from '../api/live-cash';

/** Live deposit and withdrawal status. */
export function LiveCashList() {
  const { t, i18n } = useTranslation(['main', 'common']);
  const live = useLiveCash();
  return (
    <Section title={t('liveCash.title')}>
      {live.isPending && <Skeleton variant="rectangular" height={96} />}
      {live.isError && <QueryError error={live.error} onRetry={() => void live.refetch()} />}
      {live.isSuccess && live.data.length === 0 && <Typography color="text.secondary">{t('common:empty')}</Typography>}
      {live.isSuccess && live.data.length > 0 && (
        <List dense disablePadding>
          {live.data.map((row) => (
            <ListItem
              key={`${row.regDate}-${row.memId}-${row.cashType}`}
              disableGutters
              secondaryAction={<Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatWon(row.amount, i18n.language)}</Typography>}
            >
              <ListItemText
                primary={t(`liveCash.${row.cashType}`, { memId: row.memId })}
                secondary={formatServerTime(row.regDate, i18n.language)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
