// The member's points at a glance: remaining (large), this month, previous month, total accrued and
// total used.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TermGrid } from '@/kit/TermGrid';
import { formatNumber } from '@forms/rules/format';
import type { PointSummary } from '../api/point-list';
import { Panel } from '@/kit/Panel';

const FIGURES = ['thisMonth', 'previousMonth', 'totalAccumulated', 'totalUsed'] as const;

export function PointSummaryCard({ summary }: { summary: PointSummary }) {
  const { t, i18n } = useTranslation('points');
  const points = (value: number) => t('amount', { value: formatNumber(value, i18n.language) });
  return (
    <Panel title={t('summary.title')} sx={{ minWidth: 0 }}>
      <Typography component="dl" variant="body2" sx={{ m: 0, mt: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('summary.remaining')}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0, mb: 1.5, fontWeight: 700 }} data-testid="points-remaining">
          {points(summary.remaining)}
        </Typography>
      </Typography>
      <TermGrid rows={FIGURES.map((figure) => [t(`summary.${figure}`), points(summary[figure])] as const)} columns="minmax(0, 1fr) auto" />
    </Panel>
  );
}
