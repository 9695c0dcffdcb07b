// The points screens, one description per route: /mypage/point/use shows the summary beside the
// conversion, /mypage/point/list the summary over the list, /mypage/point/change the conversion
// alone; mobile /pointMain shows all three, one under the other. The summary (remaining points, the
// conversion's maximum) is read first: a spinner until it comes, its own message with a retry if not.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { usePointSummary } from '../api/point-list';
import { PointConversion } from './PointConversion';
import { PointListSection } from './PointListSection';
import { PointSummaryCard } from './PointSummaryCard';
import { ScreenFrame } from '@/kit/ScreenFrame';

export type PointsView = 'use' | 'list' | 'change';

export function PointsScreen({ view }: { view: PointsView }) {
  const { t } = useTranslation('points');
  const mobile = useLayout() === 'mobile';
  const titleId = useId();
  const summary = usePointSummary();
  const showSummary = mobile || view !== 'change';
  const showConversion = mobile || view !== 'list';
  const showList = mobile || view === 'list';
  const side = !mobile && view === 'use';
  return (
    <ScreenFrame labelledBy={titleId}>
      <Typography id={titleId} component="h1" variant={mobile ? 'h6' : 'h5'} sx={{ fontWeight: 700, mb: 2 }}>
        {t(mobile ? 'title.main' : `title.${view}`)}
      </Typography>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {summary.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : summary.isError ? (
          <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: side ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' } : 'minmax(0, 1fr)',
            }}
          >
            {showSummary ? <PointSummaryCard summary={summary.data} /> : null}
            {showConversion ? <PointConversion remaining={summary.data.remaining} historyLink={!mobile} /> : null}
          </Box>
        )}
        {showList ? <PointListSection heading="h2" /> : null}
      </Stack>
    </ScreenFrame>
  );
}
