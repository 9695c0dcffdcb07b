import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** While a screen's code loads the first time, in the page's place (the chrome stays). */
export function ContentLoading() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ py: 8, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={32} aria-label={t('loading')} />
    </Box>
  );
}
