import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import type { CashRow } from './cash-row';

/** A request's way: applied → waiting → approved or rejected, each with its time (or not yet). */
export function CashStatusTimeline({ row }: { row: CashRow }) {
  const { t, i18n } = useTranslation('history');
  const last = row.status === '1' ? 'approved' : row.status === '-1' ? 'rejected' : 'decision';
  const steps = [
    { key: 'applied', time: row.applyDate },
    { key: 'waiting', time: row.waitDate ?? null },
    { key: last, time: row.processDate ?? null },
  ] as const;
  return (
    <Box component="ol" aria-label={t('timeline.label')} sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 12, display: 'grid', gap: 0.25 }}>
      {steps.map((s) => (
        <Box
          component="li"
          key={s.key}
          sx={{ display: 'flex', gap: 1, color: s.time ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}
        >
          <span aria-hidden>{s.time ? '●' : '○'}</span>
          <span>{t(`timeline.${s.key}`)}</span>
          <span>{s.time ? formatServerTime(s.time, i18n.language) : t('timeline.notYet')}</span>
        </Box>
      ))}
    </Box>
  );
}
