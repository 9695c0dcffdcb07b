// A money form beside what goes with it (held money, rules, bonus, rate, wallet): two columns on a
// desktop from 1200 px, where the form keeps its room; one column below and on phones.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useLayout } from '@forms/renderer/layout-context';

export function MoneyFormLayout({ main, side }: { readonly main: ReactNode; readonly side: ReactNode }) {
  const desktop = useLayout() === 'desktop';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' } : 'minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {main}
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {side}
      </Stack>
    </Box>
  );
}
