// The loading overlay's state: any code may show it while something the member waits for runs
// (a game launch, a long request); the shell shows it too while a screen's code loads.
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const loadingOverlay = {
  /** Shows the overlay until the returned function is called (once). */
  show(): () => void {
    count++;
    emit();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      count--;
      emit();
    };
  },
  /** Shows the overlay while the promise runs. */
  async during<T>(work: Promise<T>): Promise<T> {
    const hide = loadingOverlay.show();
    try {
      return await work;
    } finally {
      hide();
    }
  },
  isShown: (): boolean => count > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLoadingOverlayShown = (): boolean =>
  useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.isShown, loadingOverlay.isShown);
