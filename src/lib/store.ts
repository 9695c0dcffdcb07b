// The one pattern of the app's small external stores: a value, its listeners, and a React hook
// reading it with useSyncExternalStore (re-rendering only when the selected value changes).
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial`. `notify` decides when listeners hear of a change (at once by default). */
export function createStore<T>(initial: T, notify: (tell: () => void) => void = (tell) => tell()): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      notify(() => {
        for (const listener of listeners) listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store in a component, or the part `select` picks. */
export function useStore<T, S = T>(store: Store<T>, select: (value: T) => S = (value) => value as unknown as S): S {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
