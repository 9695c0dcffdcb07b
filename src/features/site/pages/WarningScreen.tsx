import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { formatServerTime } from '@/lib/format';
import { useMaintenance } from '../use-maintenance';
import { useSiteCheck } from '@/api/reads';

/** While on /warning the site check is asked again this often, so members get back in when it ends. */
export const WARNING_POLL_MS = 15_000;

interface Arrival {
  from?: string;
  reason?: string;
}

/**
 * /warning (docs/rules.md#states): the maintenance window and the server's message; when the window ends, back to
 * where the member was (or main). Opened while the site is open, it says so and links to main.
 */
export function WarningScreen() {
  const { t, i18n } = useTranslation('site');
  const id = useId();
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? null) as Arrival | null;
  const check = useSiteCheck(WARNING_POLL_MS);
  const { active } = useMaintenance(check.data);
  const [seenActive, setSeenActive] = useState(false);
  const announced = arrival?.reason === 'inspect';

  useEffect(() => {
    if (active) setSeenActive(true);
  }, [active]);
  useEffect(() => {
    if (check.isSuccess && !active && (seenActive || (arrival?.from && !announced))) {
      void navigate(arrival?.from ?? '/', { replace: true });
    }
  }, [check.isSuccess, active, seenActive, arrival?.from, announced, navigate]);

  const underMaintenance = active || announced || check.isPending;
  const start = check.data?.startDate;
  const end = check.data?.endDate;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, width: '100%', textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={id} component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {underMaintenance ? t('warning.title') : t('warning.open.title')}
      </Typography>
      {underMaintenance ? (
        <>
          <Typography color="text.secondary">{t('warning.body')}</Typography>
          {active && start && end && (
            <Box component="dl" sx={{ m: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('warning.window')}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', '& span': { whiteSpace: 'nowrap' } }}
              >
                <span>{formatServerTime(start, i18n.language)}</span> {t('warning.rangeSeparator')}{' '}
                <span>{formatServerTime(end, i18n.language)}</span>
              </Typography>
            </Box>
          )}
          {active && check.data?.message && <Typography>{check.data.message}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {t('warning.autoReturn')}
          </Typography>
          <Box>
            <Button variant="outlined" onClick={() => void check.refetch()} disabled={check.isFetching}>
              {t('warning.checkAgain')}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography color="text.secondary">{t('warning.open.body')}</Typography>
          <Box>
            <Button component={RouterLink} to="/" variant="contained">
              {t('warning.open.goMain')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
