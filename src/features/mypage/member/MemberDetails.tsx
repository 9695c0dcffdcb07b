// The member's details as a description list: two columns of label and value on desktop, one on
// mobile (long values break, nothing overflows sideways).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { useMoney } from '@/session/money';
import type { MemberView } from '../api/member-info';
import { memberFields } from './member-fields';

export function MemberDetails({ member }: { member: MemberView }) {
  const { t, i18n } = useTranslation('member');
  const layout = useLayout();
  const live = useMoney();
  const headingId = useId();
  const fields = memberFields(member, t, i18n.language, live);
  const desktop = layout === 'desktop';
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: desktop ? 3 : 2, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant={desktop ? 'h6' : 'subtitle1'} sx={{ fontWeight: 700, mb: 2 }}>
        {t('info.details')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: desktop ? { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } : 'minmax(0, 1fr)',
          columnGap: 4,
          rowGap: 1.5,
        }}
      >
        {fields.map((field) => (
          <Box
            key={field.key}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(7em, 40%) minmax(0, 1fr)',
              gap: 1,
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1,
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('info.maskedNote')}
      </Typography>
    </Paper>
  );
}
