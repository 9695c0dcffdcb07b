// Which auth dialog is open (desktop). The header opens them; the auth feature renders them.
import { createStore, useStore } from '@/lib/store';

export type AuthDialog = 'login' | 'signup' | 'signupComplete';
/** Why the login is asked for, said in the login dialog (and on the phone's login page): a guest opened a game (docs/rules.md#roles). */
export type LoginReason = 'game';

const store = createStore<AuthDialog | null>(null);
const reasonStore = createStore<LoginReason | null>(null);

export const authDialogs = {
  get: store.get,
  /** Opens a dialog; the login with the reason it is asked for (kept until another dialog opens or it closes). */
  open: (dialog: AuthDialog, reason: LoginReason | null = null): void => {
    reasonStore.set(dialog === 'login' ? reason : null);
    store.set(dialog);
  },
  close: (): void => {
    reasonStore.set(null);
    store.set(null);
  },
  subscribe: store.subscribe,
};

export const useAuthDialog = (): AuthDialog | null => useStore(store);
export const useLoginReason = (): LoginReason | null => useStore(reasonStore);
