import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown on a partner page to a member who is not a partner (SPEC §6), on the same address. */
export function PartnerOnlyNotice() {
  const { t } = useTranslation('shell');
  return (
    <Paper component="section" sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('partner.onlyTitle')}
      </Typography>
      <Typography color="text.secondary">{t('partner.onlyBody')}</Typography>
    </Paper>
  );
}
