import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * A screen another issue will deliver: its own title (h1) and one line of what will be there, from
 * locales/<lang>/pages.json. With `withVendor`, the last path segment names the vendor or variant
 * (pages:vendor.<segment>), e.g. /livecasino/evolution.
 */
export function ScreenPlaceholder({ screen, withVendor = false }: { screen: string; withVendor?: boolean }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const id = useId();
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const vendor = withVendor ? t(`vendor.${segment}`, { defaultValue: '' }) : '';
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={id} component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {vendor ? t('titleWithVendor', { title: t(`${screen}.title`), vendor }) : t(`${screen}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`${screen}.summary`)}</Typography>
    </Paper>
  );
}
