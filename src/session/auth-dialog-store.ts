// Which auth dialog is open (desktop). The header opens them; the auth feature renders them.
import { useSyncExternalStore } from 'react';

export type AuthDialog = 'login' | 'signup' | 'signupComplete';

let current: AuthDialog | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const authDialogs = {
  get: (): AuthDialog | null => current,
  open(dialog: AuthDialog): void {
    current = dialog;
    emit();
  },
  close(): void {
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useAuthDialog = (): AuthDialog | null => useSyncExternalStore(authDialogs.subscribe, authDialogs.get, authDialogs.get);
