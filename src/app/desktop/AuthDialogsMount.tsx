import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthDialog } from '@/session/auth-dialog-store';
import { withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

// The login / signup / signup-complete dialogs, with the forms they carry: loaded when a dialog first opens.
const AuthDialogs = lazy(() =>
  withChunkTimeout(withMui(() => import('@/features/auth/components/AuthDialogs').then((m) => m.AuthDialogs))).then((C) => ({
    default: C,
  })),
);

/** The desktop auth dialogs, mounted once, from the first time one opens. */
export function AuthDialogsMount() {
  const dialog = useAuthDialog();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (dialog !== null) setNeeded(true);
  }, [dialog]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
