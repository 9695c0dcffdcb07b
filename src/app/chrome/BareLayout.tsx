import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { productName } from '../../config/env';
import { PageMain } from './PageMain';

/** The product name and the language switcher only: the maintenance page (/warning). */
export function BareLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, md: 4 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="p" variant="h6" sx={{ fontWeight: 800, letterSpacing: 1, color: 'primary.main' }}>
          {productName()}
        </Typography>
        <LanguageSwitcher dense />
      </Box>
      <PageMain sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }} />
    </Box>
  );
}
