import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failure the member can act on: when code did not load (network, the 120 s time-out, a new
 * release), say so and offer a reload; anything else, an apology with the way back to main.
 */
export function ErrorScreen({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        component="section"
        role="alert"
        aria-labelledby={id}
        sx={{ p: 3, maxWidth: 520, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography id={id} component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {chunk ? t('chunk.title') : t('error.title')}
        </Typography>
        <Typography color="text.secondary">{chunk ? t('chunk.body') : t('error.body')}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('chunk.reload')}
          </Button>
          {!chunk && (
            <Button color="inherit" href="/">
              {t('error.home')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
