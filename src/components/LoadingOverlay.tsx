import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading overlay: a labelled modal dialog with a spinner; focus returns when it closes. */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog open={open} aria-labelledby={id} aria-busy="true" slotProps={{ paper: { sx: { bgcolor: 'transparent', boxShadow: 'none' } } }}>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress color="primary" aria-hidden />
        <Typography id={id} role="status">
          {t('loading')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
