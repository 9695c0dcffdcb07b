// Which auth dialog is open (desktop). The header opens them; the auth feature renders them.
import { createStore, useStore } from '@/lib/store';

export type AuthDialog = 'login' | 'signup' | 'signupComplete';

const store = createStore<AuthDialog | null>(null);

export const authDialogs = {
  get: store.get,
  open: (dialog: AuthDialog): void => store.set(dialog),
  close: (): void => store.set(null),
  subscribe: store.subscribe,
};

export const useAuthDialog = (): AuthDialog | null => useStore(store);
