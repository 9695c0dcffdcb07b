import Box from '@mui/material/Box';
import { useLayout } from '@/components/layout';
import { CashListScreen } from '../cash-list/CashListScreen';

/** Sub-members’ deposits and withdrawals (/partner/cashList), in the partner layout. */
export function PartnerCashListPage() {
  const layout = useLayout();
  return (
    <Box sx={{ width: '100%', maxWidth: 1400, mx: 'auto', p: layout === 'desktop' ? 3 : 2 }}>
      <CashListScreen />
    </Box>
  );
}
