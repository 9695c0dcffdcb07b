import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from '@/app/chunk';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { pickLayout } from '@/app/device';

afterEach(() => {
  vi.useRealTimers();
});

describe('lazy chunks', () => {
  it('gives up after the spec’s 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const loading = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a loaded module through, and turns a failed import into a ChunkLoadError', async () => {
    await expect(withChunkTimeout(async () => 42)).resolves.toBe(42);
    const failed = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});

describe('layout by width (docs/rules.md#product: 600 px)', () => {
  it('600 px or less is mobile, more is desktop', () => {
    expect(pickLayout(390)).toBe('mobile');
    expect(pickLayout(600)).toBe('mobile');
    expect(pickLayout(601)).toBe('desktop');
    expect(pickLayout(1440)).toBe('desktop');
  });
});
