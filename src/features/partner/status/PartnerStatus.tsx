// The partner status (docs/rules.md#routes, docs/rules.md#data): today's figures from /api/partner/stats: the totals and counts,
// then per category; a spinner while it loads, the failure's own message with a retry.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/kit/QueryState';
import { CategoryTable } from './CategoryTable';
import { SectionHeading } from './SectionHeading';
import { StatusFigures } from './StatusFigures';
import { useStats } from '../api/partner-stats';

export function PartnerStatus() {
  const { t } = useTranslation('partner');
  return (
    <QueryState query={useStats(true)} loadingLabel={t('home.loading')}>
      {(stats) => (
        <Stack spacing={2}>
          <SectionHeading>{t('home.today')}</SectionHeading>
          <StatusFigures stats={stats} />
          <SectionHeading>{t('home.byCategory')}</SectionHeading>
          <CategoryTable rows={stats.categories} />
        </Stack>
      )}
    </QueryState>
  );
}
