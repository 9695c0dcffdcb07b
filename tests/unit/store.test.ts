// The small external store every hand-written store of the app is built on.
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/lib/store';

describe('createStore', () => {
  it('holds a value, tells its listeners of a change (not of the same value), and stops telling an unsubscribed one', () => {
    const store = createStore(1);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(2);
    store.set((n) => n + 1);
    store.set(3);
    expect(store.get()).toBe(3);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    store.set(4);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('tells when its notify says (e.g. after the current render)', async () => {
    const store = createStore(0, queueMicrotask);
    const heard = vi.fn();
    store.subscribe(heard);
    store.set(1);
    expect(heard).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
