import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';

/** While the first screen's code or the session loads, in place of the whole page. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={t('loading')} />
    </Box>
  );
}
