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
import { RequestForm } from '@/kit/RequestForm';
import { useFormRounds } from '@/kit/use-form-rounds';
import { HISTORY_PATHS } from '@/config/history-paths';
import { formatNumber, formatWon } from '@forms/rules/format';
import { pointConversionForm, type PointConversionOutput } from '@forms/schemas/point-conversion';
import { usePointConversion } from '../api/point-change';

export interface PointConversionProps {
  readonly remaining: number;
  readonly historyLink: boolean;
  /** Its own heading and region; false where it is the whole screen (the page's heading says it). */
  readonly titled?: boolean;
}

export function PointConversion({ remaining, historyLink, titled = true }: PointConversionProps) {
  const { t, i18n } = useTranslation('points');
  const id = useId();
  const spec = useMemo(() => pointConversionForm({ remainingPoints: remaining }), [remaining]);
  const convert = usePointConversion();
  const rounds = useFormRounds<PointConversionOutput>(convert.send);
  const history = { paths: HISTORY_PATHS.point, label: t('conversion.history'), inNote: historyLink };

  const lang = i18n.language;
  return (
    // Not a Paper: the form's error red keeps its contrast on the page's own background.
    <Box
      component={titled ? 'section' : 'div'}
      aria-labelledby={titled ? id : undefined}
      sx={{ p: 2, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack spacing={2}>
        <div>
          {titled ? (
            <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('conversion.title')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('conversion.help')}
          </Typography>
        </div>
        <RequestForm rounds={rounds} spec={spec} history={history} close={t('conversion.close')}>
          {(done) =>
            t('conversion.success', { point: t('amount', { value: formatNumber(done.point, lang) }), cash: formatWon(done.point, lang) })
          }
        </RequestForm>
      </Stack>
    </Box>
  );
}
