// The partner status (docs/rules.md#routes, docs/rules.md#data): today's figures from /api/partner/stats: the totals and counts,
// then per category; a spinner while it loads, the failure's own message with a retry.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { CategoryTable } from './CategoryTable';
import { Loading } from './Loading';
import { StatusFigures } from './StatusFigures';
import { useStats } from '../api/partner-stats';

export function PartnerStatus() {
  const { t } = useTranslation('partner');
  const stats = useStats(true);
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (stats.isPending) return <Loading label={t('home.loading')} />;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('home.today')}
      </Typography>
      <StatusFigures stats={stats.data} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('home.byCategory')}
      </Typography>
      <CategoryTable rows={stats.data.categories} />
    </Stack>
  );
}
