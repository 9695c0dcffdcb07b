// An auth dialog's title (it names the dialog) with a close button.
import IconButton from '@mui/material/IconButton';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export function DialogHeader({ title, onClose }: { readonly title: string; readonly onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <DialogTitle sx={{ pr: 7 }}>
      {title}
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
          />
        </svg>
      </IconButton>
    </DialogTitle>
  );
}
