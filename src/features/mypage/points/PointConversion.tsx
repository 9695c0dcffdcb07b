// Points to cash: the amount (thousands-separated as typed, sent as a number), at least 1,000 and not
// above the remaining points (checked before sending), a confirmation, one request however often it
// is tapped. A success says what was converted and starts the form again; each failure shows its own
// message (P001-P004 under the points, P009 and the rest above the form) with what was typed kept; a
// lost answer (the outcome unknown) links the point history.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneNote } from '@/kit/DoneNote';
import { useFormRounds } from '@/kit/use-form-rounds';
import { HistoryLink } from '@/kit/HistoryLink';
import { useLayout } from '@forms/renderer/layout-context';
import { HISTORY_PATHS } from '@/config/history-paths';
import { formatNumber, formatWon } from '@forms/rules/format';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { pointConversionForm, type PointConversionOutput } from '@forms/schemas/point-conversion';
import { usePointConversion } from '../api/point-change';

export function PointConversion({ remaining, historyLink }: { remaining: number; historyLink: boolean }) {
  const { t, i18n } = useTranslation('points');
  const layout = useLayout();
  const id = useId();
  const spec = useMemo(() => pointConversionForm({ remainingPoints: remaining }), [remaining]);
  const convert = usePointConversion();
  const { round, done, dismiss, submit } = useFormRounds<PointConversionOutput>(convert.send);

  const lang = i18n.language;
  return (
    // Not a Paper: the form's error red keeps its contrast on the page's own background.
    <Box component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack spacing={2}>
        <div>
          <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('conversion.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('conversion.help')}
          </Typography>
        </div>
        {done ? (
          <DoneNote
            closeLabel={t('conversion.close')}
            onClose={dismiss}
            history={historyLink ? { to: HISTORY_PATHS.point.desktop, label: t('conversion.history') } : null}
          >
            {t('conversion.success', { point: t('amount', { value: formatNumber(done.point, lang) }), cash: formatWon(done.point, lang) })}
          </DoneNote>
        ) : null}
        <SchemaForm
          key={round}
          spec={spec}
          onSubmit={submit}
          showTitle={false}
          outcomeLink={<HistoryLink to={HISTORY_PATHS.point[layout]} label={t('conversion.history')} />}
        />
      </Stack>
    </Box>
  );
}
