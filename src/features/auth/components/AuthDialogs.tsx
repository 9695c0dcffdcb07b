// The desktop auth dialogs, driven by the auth-dialog store (the header opens them). The dialog
// code (forms renderer, schemas) loads on the first open, so the main page does not carry it.
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '@/session/auth-dialog-store';

const AuthDialogFrame = lazy(() => import('./AuthDialogFrame').then((m) => ({ default: m.AuthDialogFrame })));

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label={t('loading')} />
    </Backdrop>
  );
}

export function AuthDialogs() {
  const current = useAuthDialog();
  const [used, setUsed] = useState(false);
  if (current !== null && !used) setUsed(true);
  if (!used && current === null) return null;
  return (
    <Suspense fallback={current ? <Loading /> : null}>
      <AuthDialogFrame current={current} />
    </Suspense>
  );
}
