import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { stateWord, type CashRow } from './cash-row';

/**
 * A request's way: requested → waiting → complete or cancelled, each with its time (or not yet). Each
 * step is named by its state's word, the status column's (stateWord); the last step, not decided yet,
 * names both ends.
 */
export function CashStatusTimeline({ row }: { row: CashRow }) {
  const { t, i18n } = useTranslation('history');
  const decided = row.status === '1' || row.status === '-1';
  const steps = [
    { key: 'applied', label: stateWord(t, '0'), time: row.applyDate },
    { key: 'waiting', label: stateWord(t, '2'), time: row.waitDate ?? null },
    {
      key: 'decision',
      label: decided ? stateWord(t, row.status) : t('timeline.decision', { done: stateWord(t, '1'), cancelled: stateWord(t, '-1') }),
      time: row.processDate ?? null,
    },
  ];
  return (
    <Box component="ol" aria-label={t('timeline.label')} sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 12, display: 'grid', gap: 0.25 }}>
      {steps.map((s) => (
        <Box
          component="li"
          key={s.key}
          sx={{ display: 'flex', gap: 1, color: s.time ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}
        >
          <span aria-hidden>{s.time ? '●' : '○'}</span>
          <span>{s.label}</span>
          <span>{s.time ? formatServerTime(s.time, i18n.language) : t('timeline.notYet')}</span>
        </Box>
      ))}
    </Box>
  );
}
