import Box from '@mui/material/Box';
import { useLayout } from '@/components/layout';
import { MiniResultsScreen } from '../mini/MiniResultsScreen';

/** Mini game results (/result/mini): the last draws of each game, paged. */
export function MiniResultsPage() {
  const desktop = useLayout() === 'desktop';
  return (
    <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto', p: desktop ? 3 : 2 }}>
      <MiniResultsScreen />
    </Box>
  );
}
