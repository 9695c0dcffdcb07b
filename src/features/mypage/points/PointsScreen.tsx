// The points screens, one description per route: /mypage/point/use shows the summary beside the
// conversion, /mypage/point/list the summary over the list, /mypage/point/change the conversion
// alone; mobile /pointMain shows all three, one under the other. The summary (remaining points, the
// conversion's maximum) is read first: a spinner until it comes, its own message with a retry if not.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { usePointSummary } from '../api/point-list';
import { PointConversion } from './PointConversion';
import { PointListSection } from './PointListSection';
import { PointSummaryCard } from './PointSummaryCard';
import { QueryState } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';

export type PointsView = 'use' | 'list' | 'change';

export function PointsScreen({ view }: { view: PointsView }) {
  const { t } = useTranslation('points');
  const mobile = useLayout() === 'mobile';
  const summary = usePointSummary();
  const showSummary = mobile || view !== 'change';
  const showConversion = mobile || view !== 'list';
  const showList = mobile || view === 'list';
  const side = !mobile && view === 'use';
  return (
    <ScreenFrame title={t(mobile ? 'title.main' : `title.${view}`)}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <QueryState query={summary} loadingLabel={t('loading')}>
          {(data) => (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: side ? { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' } : 'minmax(0, 1fr)',
              }}
            >
              {showSummary ? <PointSummaryCard summary={data} /> : null}
              {showConversion ? <PointConversion remaining={data.remaining} historyLink={!mobile} titled={showSummary} /> : null}
            </Box>
          )}
        </QueryState>
        {showList ? <PointListSection heading="h2" /> : null}
      </Stack>
    </ScreenFrame>
  );
}
