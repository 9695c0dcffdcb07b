// The attendance check (/attendendance, mobile /attendance): this month's calendar of check-ins (the
// month in the address, ?month=2026-10, to look back), how many days this month and in a row, the
// reward rule the site gives (points a day, more for days in a row, the next one ahead), and today's
// check-in: one request however often it is tapped (off while on its way and once today is checked),
// then the calendar marks today from the answer, or the failure's own message with a retry.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiMessage } from '@/i18n/api-message';
import { formatNumber, localeOf } from '@forms/rules/format';
import { useAttendance, type AttendanceData } from '../api/attendance';
import { useAttendanceCheck } from '../api/attendance-check';
import { AttendanceCalendar } from './AttendanceCalendar';
import { dateOf, isMonth, nextStreakReward, seoulNow, shiftMonth, type Month } from './calendar';
import { QueryState } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';

const chevron = (d: string) => (
  <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 24, height: 24, fill: 'currentColor' }}>
    <path d={d} />
  </Box>
);

export function AttendanceScreen() {
  const { t, i18n } = useTranslation('attendance');
  const { t: tApi } = useTranslation(['common', 'api']);
  const lang = i18n.language;
  const now = seoulNow();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month: Month = isMonth(asked) && asked <= now.month ? asked : now.month;
  const attendance = useAttendance(month);
  const check = useAttendanceCheck(month);
  const [outcome, setOutcome] = useState<{ earned: number | undefined } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const monthName = useMemo(
    () => new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: 'long', timeZone: 'Asia/Seoul' }).format(dateOf(month, 1)),
    [lang, month],
  );
  const points = (value: number) => t('points', { value: formatNumber(value, lang) });
  const go = (next: Month) => {
    setOutcome(null);
    setError(null);
    setParams(next === now.month ? {} : { month: next });
  };
  const checkIn = () => {
    setError(null);
    setOutcome(null);
    check.send().then((answer) => setOutcome({ earned: answer.earnedPoints }), setError);
  };

  return (
    <ScreenFrame title={t('title')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: 1, mb: 2 }}>
        <IconButton aria-label={t('month.previous')} onClick={() => go(shiftMonth(month, -1))}>
          {chevron('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z')}
        </IconButton>
        <Typography component="p" variant="h6" sx={{ minWidth: 150, textAlign: 'center', fontWeight: 700 }} aria-live="polite">
          {monthName}
        </Typography>
        <IconButton aria-label={t('month.next')} onClick={() => go(shiftMonth(month, 1))} disabled={month >= now.month}>
          {chevron('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z')}
        </IconButton>
      </Stack>
      <QueryState query={attendance} loadingLabel={t('loading')}>
        {(data) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
            }}
          >
            <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
              <AttendanceCalendar
                month={month}
                // an answer about another month (never from the server; a stale read) marks nothing
                checked={new Set(data.month === month ? data.checkedDays : [])}
                today={month === now.month ? now.day : null}
                caption={t('calendar.caption', { month: monthName })}
              />
            </Paper>
            <Stack spacing={2} sx={{ minWidth: 0 }}>
              <Summary data={data} />
              {month === now.month ? (
                <Stack spacing={1.5}>
                  {outcome ? (
                    <Alert severity="success">
                      {outcome.earned ? t('check.doneEarned', { points: points(outcome.earned) }) : t('check.done')}
                    </Alert>
                  ) : null}
                  {error !== null ? (
                    <Alert severity="error" role="alert">
                      {apiMessage(tApi, error)}
                    </Alert>
                  ) : null}
                  <Button variant="contained" size="large" fullWidth onClick={checkIn} disabled={check.isPending || data.checkedToday}>
                    {data.checkedToday ? t('check.already') : t('check.button')}
                  </Button>
                </Stack>
              ) : null}
              <Rules data={data} points={points} />
            </Stack>
          </Box>
        )}
      </QueryState>
    </ScreenFrame>
  );
}

function Summary({ data }: { data: AttendanceData }) {
  const { t } = useTranslation('attendance');
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('summary.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.75 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('summary.days')}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }} data-testid="attendance-days">
          {t('days', { count: data.checkedDays.length })}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('summary.streak')}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {t('days', { count: data.consecutiveDays })}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('summary.today')}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {data.checkedToday ? t('summary.todayDone') : t('summary.todayNot')}
        </Typography>
      </Box>
    </Paper>
  );
}

function Rules({ data, points }: { data: AttendanceData; points: (value: number) => string }) {
  const { t } = useTranslation('attendance');
  const id = useId();
  const rules = [...(data.streakRewards ?? [])].sort((a, b) => a.days - b.days);
  const next = nextStreakReward(data.consecutiveDays, rules);
  const daily = data.rewardPoints ?? 0;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('rules.title')}
      </Typography>
      {daily === 0 && rules.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('rules.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {daily > 0 ? (
            <Typography component="li" variant="body2">
              {t('rules.daily', { points: points(daily) })}
            </Typography>
          ) : null}
          {rules.map((rule) => (
            <Typography component="li" variant="body2" key={rule.days}>
              {t('rules.streak', { count: rule.days, points: points(rule.points) })}
            </Typography>
          ))}
        </Box>
      )}
      {next ? (
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
          {t('rules.next', { count: next.remaining, days: next.days, points: points(next.points) })}
        </Typography>
      ) : null}
    </Paper>
  );
}
