// The slip on a phone: a bar above the bottom navigation (how many picks, the combined odds) that
// opens the slip as a bottom sheet.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BOTTOM_NAV_HEIGHT } from '@/components/bottom-nav-height';
import { formatOdds } from '@/lib/format';
import { slipOdds, type SlipState } from './slip-model';
import { SportsSlip, type SportsSlipProps } from './SportsSlip';

const BAR_HEIGHT = 48;

export function MobileSlipSheet({ slip, gameType, down }: Omit<SportsSlipProps, 'bare' | 'slip'> & { slip: SlipState }) {
  const { t } = useTranslation('sportsbook');
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* room at the page's end, so the last prices can scroll above the fixed bar */}
      <Box aria-hidden="true" sx={{ height: BAR_HEIGHT }} />
      <Box
        sx={{
          position: 'fixed',
          left: 16,
          right: 16,
          bottom: MOBILE_BOTTOM_NAV_HEIGHT + 8,
          zIndex: 1050,
          display: 'flex',
          height: BAR_HEIGHT,
        }}
      >
        <Button variant="contained" size="large" fullWidth onClick={() => setOpen(true)} aria-haspopup="dialog">
          {slip.picks.length === 0 ? t('slip.openEmpty') : t('slip.open', { count: slip.picks.length, odds: formatOdds(slipOdds(slip)) })}
        </Button>
      </Box>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'sports-slip-sheet',
            sx: { maxHeight: '88vh', p: 2, borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={t('slip.close')} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </Box>
        <SportsSlip slip={slip} gameType={gameType} down={down} bare />
      </Drawer>
    </>
  );
}
