// Loading a lazily built piece of the app (a layout, a screen): the 120 s time-out of docs/rules.md#constants, one error
// type the error screens recognise to offer "reload and try again", and a count of screens whose
// code is loading (the loading overlay and <main aria-busy> read it).
import { createStore, useStore } from '@/lib/store';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message));

// Screens whose code is loading; told after the current render (React.lazy starts a load while rendering).
const pending = createStore(0, queueMicrotask);
const setPending = (delta: number) => {
  if (delta !== 0) pending.set((n) => n + delta);
};

/** True while a screen's code is loading. */
export const useScreensLoading = (): boolean => useStore(pending, (n) => n > 0);

export interface ChunkOptions {
  /** A screen the member navigated to: counts as "loading" for the overlay and aria-busy. */
  screen?: boolean;
  timeoutMs?: number;
}

export function withChunkTimeout<T>(
  load: () => Promise<T>,
  { screen = false, timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: ChunkOptions = {},
): Promise<T> {
  const delta = screen ? 1 : 0;
  setPending(delta);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      setPending(-delta);
      finish();
    };
    const timer = setTimeout(() => settle(() => reject(new ChunkLoadError(`chunk not loaded within ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (value) => settle(() => resolve(value)),
      (error: unknown) =>
        settle(() => reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }))),
    );
  });
}
