import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/generated/schema';
import { htmlToText } from '../html-text';

type Banner = components['schemas']['Banner'];

/**
 * One site popup: a labelled, non-modal dialog over the page (the page stays usable and readable
 * behind it), closable, and closable for a day when the server allows it (isClose Y). The server's
 * HTML is shown as text until a sanitiser is part of the stack.
 */
export function PopupPanel({ popup, onClose, onCloseForADay }: { popup: Banner; onClose: () => void; onCloseForADay: () => void }) {
  const { t } = useTranslation('site');
  const id = useId();
  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={id}
      elevation={12}
      sx={{
        width: { xs: '100%', sm: 360 },
        maxHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'primary.dark',
        overflow: 'hidden',
      }}
    >
      <Typography
        id={id}
        component="h2"
        variant="h6"
        sx={{ px: 2, py: 1.5, fontWeight: 700, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
      >
        {popup.title || t('popup.label')}
      </Typography>
      <Typography sx={{ px: 2, py: 2, whiteSpace: 'pre-line', overflowY: 'auto', flex: 1 }}>{htmlToText(popup.content)}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {popup.isClose === 'Y' && (
          <Button color="inherit" size="small" onClick={onCloseForADay}>
            {t('popup.closeToday')}
          </Button>
        )}
        <Button variant="contained" size="small" onClick={onClose}>
          {t('popup.close')}
        </Button>
      </Box>
    </Paper>
  );
}
