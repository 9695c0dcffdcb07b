// The statement's period: a first and a last month among the last 24 (Seoul months), by name. The
// two share the width they have (at most 440 px) and never cross: a first month after the last
// moves the last to it, and the other way round.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui/ui.module.css';
import type { Period } from './api/member-activity';
import { formatMonth, monthsOffered } from './months';

export function PeriodChoice({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t, i18n } = useTranslation('activity');
  const lang = i18n.language;
  const months = useMemo(() => monthsOffered(), []);
  const pick = (edge: 'from' | 'to', value: string) => {
    if (edge === 'from') onChange({ from: value, to: value > period.to ? value : period.to });
    else onChange({ from: value < period.from ? value : period.from, to: value });
  };
  const select = (edge: 'from' | 'to') => (
    <TextField
      select
      size="small"
      label={t(`period.${edge}`)}
      value={period[edge]}
      onChange={(event) => pick(edge, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0, flex: '1 1 0' }}
    >
      {months.map((m) => (
        <option key={m} value={m}>
          {formatMonth(m, lang)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box component="fieldset" sx={{ display: 'flex', gap: 1, border: 0, m: 0, p: 0, minWidth: 0, flex: '0 1 440px' }}>
      <legend className={ui.visuallyHidden}>{t('period.label')}</legend>
      {select('from')}
      {select('to')}
    </Box>
  );
}
