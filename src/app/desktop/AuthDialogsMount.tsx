import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useAuthDialog } from '../../session/auth-dialog-store';
import { withChunkTimeout } from '../chunk';

// Part B's dialogs (src/features/auth/components/AuthDialogs.tsx), looked up with import.meta.glob so
// the shell builds before they land; they (and the forms they carry) load when a dialog first opens.
const modules = import.meta.glob<Record<string, unknown>>('../../features/auth/components/AuthDialogs.tsx');

const AuthDialogs = lazy(() =>
  withChunkTimeout(async () => {
    const load = modules['../../features/auth/components/AuthDialogs.tsx'];
    const component = load ? (await load())['AuthDialogs'] : undefined;
    return { default: typeof component === 'function' ? (component as ComponentType) : () => null };
  }),
);

/** The desktop login / signup / signup-complete dialogs, mounted once, from the first time one opens. */
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
