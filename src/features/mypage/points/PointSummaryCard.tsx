// The member's points at a glance: remaining (large), this month, previous month, total accrued and
// total used.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TermGrid } from '@/kit/TermGrid';
import { formatNumber } from '@forms/rules/format';
import type { PointSummary } from '../api/point-list';

const FIGURES = ['thisMonth', 'previousMonth', 'totalAccumulated', 'totalUsed'] as const;

export function PointSummaryCard({ summary }: { summary: PointSummary }) {
  const { t, i18n } = useTranslation('points');
  const id = useId();
  const points = (value: number) => t('amount', { value: formatNumber(value, i18n.language) });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('summary.title')}
      </Typography>
      <Typography component="dl" variant="body2" sx={{ m: 0, mt: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('summary.remaining')}
        </Typography>
        <Typography component="dd" variant="h5" sx={{ m: 0, mb: 1.5, fontWeight: 700 }} data-testid="points-remaining">
          {points(summary.remaining)}
        </Typography>
      </Typography>
      <TermGrid rows={FIGURES.map((figure) => [t(`summary.${figure}`), points(summary[figure])] as const)} columns="minmax(0, 1fr) auto" />
    </Paper>
  );
}
