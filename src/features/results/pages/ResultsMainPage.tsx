import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MiniResultsScreen } from '../mini/MiniResultsScreen';

/**
 * Results hub (mobile /resultMain). The mini-game part is here; the sports part (the sports results
 * issue) goes in the marked place below, above or beside it.
 */
export function ResultsMainPage() {
  const { t } = useTranslation('minigames');
  return (
    <Box sx={{ width: '100%', p: 2, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
        {t('results.hub')}
      </Typography>
      {/* Sports results: the sports helper's part goes here. */}
      <MiniResultsScreen heading="h2" />
    </Box>
  );
}
