// The loading overlay's state: any code may show it while something the member waits for runs
// (a game launch, a long request); the shell shows it too while a screen's code loads.
import { createStore, useStore } from '@/lib/store';

/** How many are waiting: the overlay shows while any is. */
const waiting = createStore(0);

export const loadingOverlay = {
  /** Shows the overlay until the returned function is called (once). */
  show(): () => void {
    waiting.set((n) => n + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      waiting.set((n) => n - 1);
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
  isShown: (): boolean => waiting.get() > 0,
  subscribe: waiting.subscribe,
};

export const useLoadingOverlayShown = (): boolean => useStore(waiting, (n) => n > 0);
