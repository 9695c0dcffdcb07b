import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';

/** While a screen's code loads the first time, in the page's place (the chrome stays). */
export function ContentLoading() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ py: 8, display: 'grid', placeItems: 'center' }}>
      <Spinner label={t('loading')} size={32} />
    </Box>
  );
}
