// Sports results by kind (/result/sport/winloose|handy|underover|special): the kind from the address.
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { useLayout } from '@/components/layout';
import { RESULT_KINDS, SportResultsScreen } from '../sport/SportResultsScreen';

export function SportResultsPage() {
  const last = useLocation().pathname.split('/').filter(Boolean).pop();
  const kind = RESULT_KINDS.find((k) => k === last) ?? 'winloose';
  const desktop = useLayout() === 'desktop';
  return (
    <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', p: desktop ? 3 : 2 }}>
      <SportResultsScreen key={kind} kind={kind} />
    </Box>
  );
}
