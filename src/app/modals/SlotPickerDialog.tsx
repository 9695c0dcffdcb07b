// The slot game picker (docs/rules.md#routes modals): the slot vendors in use, each a link to its lobby; loading
// and error with retry. A MUI dialog (focus kept inside, Escape closes, titled), loaded with MUI on
// first open.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGameCodes } from '@/api/reads';
import { QueryError } from '@/components/QueryError';
import { slotVendors } from './slot-vendors';

export function SlotPickerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('games');
  const titleId = useId();
  const codes = useGameCodes();
  const vendors = useMemo(() => slotVendors(codes.data ?? [], i18n.language), [codes.data, i18n.language]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('picker.title')}</DialogTitle>
      <DialogContent dividers aria-busy={codes.isPending}>
        {codes.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} height={40} />)}
        {codes.isError && <QueryError error={codes.error} onRetry={() => void codes.refetch()} />}
        {codes.isSuccess && vendors.length === 0 && <p>{t('picker.empty')}</p>}
        {vendors.length > 0 && (
          <nav aria-label={t('picker.title')}>
            <List disablePadding>
              {vendors.map((vendor) => (
                <li key={vendor.code}>
                  <ListItemButton component={Link} to={vendor.to} onClick={onClose}>
                    {vendor.name}
                  </ListItemButton>
                </li>
              ))}
            </List>
          </nav>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('picker.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
