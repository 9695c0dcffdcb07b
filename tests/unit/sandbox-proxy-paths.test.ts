// The dev and preview servers forward only the sandbox paths they mean to (vite.config.ts,
// scripts/sandbox-proxy-paths.mjs): the game window's calls and the RUM beacon, never a path that
// resolves elsewhere (`/__sandbox/play/../members` reached the console through the site's origin).
import { describe, expect, it } from 'vitest';
import { sandboxPathForwarded, sandboxProxyBypass } from '../../scripts/sandbox-proxy-paths.mjs';

describe('the sandbox proxy rule', () => {
  it('forwards the game window, its calls (with a query) and the beacon', () => {
    for (const url of [
      '/__sandbox/play/tok-123_AB',
      '/__sandbox/play/tok-123?lang=en',
      '/__sandbox/play/tok/round',
      '/__sandbox/play/tok/heartbeat',
      '/__sandbox/play/tok/end',
      '/__sandbox/play/tok/state?x=1',
      '/__sandbox/rum',
    ]) {
      expect(sandboxPathForwarded(url), url).toBe(true);
      expect(sandboxProxyBypass({ url }), url).toBeUndefined();
    }
  });

  it('answers 404 (bypass false) for traversal, encoded dots, other routes under the prefixes', () => {
    for (const url of [
      '/__sandbox/play/../members',
      '/__sandbox/play/%2e%2e/members',
      '/__sandbox/play/%2E%2E/members/tester01/adjust',
      '/__sandbox/play/..%2fmembers',
      '/__sandbox/play/tok/..%2f..%2fmembers',
      '/__sandbox/play/tok/%2e%2e/%2e%2e/reset',
      '/__sandbox/play/..\\members',
      '/__sandbox/play/./tok',
      '/__sandbox/rum/../members',
      '/__sandbox/rum/%2e%2e/reset',
      '/__sandbox/rum/clear',
      '/__sandbox/rumx',
      '/__sandbox/play/',
      '/__sandbox/play/tok/other',
      '/__sandbox/play/tok%2fround',
      undefined,
    ]) {
      expect(sandboxPathForwarded(url), url).toBe(false);
      expect(sandboxProxyBypass({ url }), url).toBe(false);
    }
  });
});
