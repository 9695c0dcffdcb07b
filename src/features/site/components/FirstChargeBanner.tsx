import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface BonusRates {
  first: number;
  daily: number;
}

/** The first-charge bonus banner (SPEC §1): first charge after joining, and each day's first charge. */
export function FirstChargeBanner({ rates, depositPath }: { rates: BonusRates; depositPath: string }) {
  const { t } = useTranslation('site');
  const id = useId();
  const rows = [
    { rate: rates.first, label: t('banner.firstCharge.first') },
    { rate: rates.daily, label: t('banner.firstCharge.daily') },
  ];
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{
        p: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, md: 4 },
        background: 'linear-gradient(120deg, #3a2a05 0%, #132235 55%, #0f2f4a 100%)',
        border: 1,
        borderColor: 'primary.dark',
      }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', minWidth: { sm: 140 } }}>
        {t('banner.firstCharge.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', gap: { xs: 3, md: 5 }, m: 0, flex: 1 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: { xs: 32, md: 40 }, fontWeight: 900, lineHeight: 1.1, color: 'primary.light' }}
            >
              {t('banner.firstCharge.rate', { rate: row.rate })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button component={RouterLink} to={depositPath} variant="contained" size="large" sx={{ flexShrink: 0 }}>
        {t('banner.firstCharge.cta')}
      </Button>
    </Paper>
  );
}
