// The one policy source and real-user monitoring: a collector on another origin is
// allowed as a connection; a same-origin path needs nothing; nothing is added twice.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, rumOrigin } from '../../scripts/csp-policy.mjs';

const connectSrc = (env: Record<string, string>) => /connect-src ([^;]*)/.exec(contentSecurityPolicy(env))?.[1];

describe('VITE_RUM_URL in the policy', () => {
  it("adds another origin's collector to connect-src, without its path or query", () => {
    expect(connectSrc({ VITE_RUM_URL: 'https://rum.example.com/collect?site=winner' })).toBe("'self' https://rum.example.com");
  });

  it('adds nothing for a same-origin path, an unset value, or an origin already listed (the API’s)', () => {
    expect(connectSrc({ VITE_RUM_URL: '/__sandbox/rum' })).toBe("'self'");
    expect(connectSrc({})).toBe("'self'");
    expect(connectSrc({ VITE_RUM_URL: 'https://api.example.com/rum', VITE_API_BASE_URL: 'https://api.example.com' })).toBe(
      "'self' https://api.example.com wss://api.example.com",
    );
    expect(rumOrigin({ VITE_RUM_URL: 'javascript:alert(1)' })).toEqual([]);
  });
});
