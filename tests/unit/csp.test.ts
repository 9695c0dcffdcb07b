// The Content-Security-Policy: strict by default, extended only by the build's settings, and the
// header documented in docs/csp.md is the one the build makes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFrameAllowed } from '@/domain/games/game-rules';
import { contentSecurityPolicy, frameSources } from '../../scripts/csp-policy.mjs';
import { readEnvFile } from '../../vite.config';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows no inline script and no eval, nor plugins; calls to the site itself', () => {
    const d = directives(contentSecurityPolicy({}));
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(JSON.stringify(d)).not.toMatch(/unsafe-eval/);
  });

  it("adds the operator's CDN to images, the game origins to frames, and an API on its own origin to calls", () => {
    const d = directives(
      contentSecurityPolicy({
        VITE_CSP_IMG_SRC: 'https://cdn.example.com',
        VITE_CSP_FRAME_SRC: 'https://games.a.com https://b.io',
        VITE_API_BASE_URL: 'https://api.example.com/v1',
      }),
    );
    expect(d['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
    expect(d['frame-src']).toEqual(['https://games.a.com', 'https://b.io']);
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
  });

  it("frames only the game vendors' origins: none listed is 'none', never any https origin", () => {
    expect(directives(contentSecurityPolicy({}))['frame-src']).toEqual(["'none'"]);
    expect(directives(contentSecurityPolicy({ VITE_CSP_FRAME_SRC: ' https://Games.A.com/  https://*.b.io:8443 ' }))['frame-src']).toEqual([
      'https://games.a.com',
      'https://*.b.io:8443',
    ]);
    for (const wrong of [
      'https:',
      '*',
      'https://*',
      'http://games.a.com',
      'https://games.a.com/launch',
      "'self'",
      'data:',
      'blob:',
      'games.a.com',
      'https://a.com;script-src',
    ])
      expect(() => contentSecurityPolicy({ VITE_CSP_FRAME_SRC: `https://ok.com ${wrong}` }), wrong).toThrow(
        /VITE_CSP_FRAME_SRC lists the game vendors' origins/,
      );
  });

  it("the mock's and the dev server's settings list the mock's game and video origins", () => {
    for (const file of ['.env.mock', '.env.development']) {
      const env = readEnvFile(path.resolve(import.meta.dirname, '../..', file));
      expect(directives(contentSecurityPolicy(env))['frame-src'], file).toEqual([
        'https://games.example.test',
        'https://video.example.test',
      ]);
    }
  });

  it('the game window frames only what the policy lets be framed (else it offers its own window)', () => {
    const listed = 'https://games.a.com https://*.b.io:8443 https://c.net:443';
    // the policy's own reading of the list is what the app matches against
    expect(frameSources({ VITE_CSP_FRAME_SRC: listed })).toEqual(listed.split(' '));
    for (const url of ['https://games.a.com/launch?t=1', 'https://x.b.io:8443/', 'https://deep.x.b.io:8443/p', 'https://c.net/g'])
      expect(isFrameAllowed(url, listed), url).toBe(true);
    for (const url of [
      'https://evil.test/',
      'http://games.a.com/',
      'https://games.a.com:444/',
      'https://b.io:8443/',
      'https://x.b.io/',
      'https://games.a.com.evil.test/',
      'not a url',
    ])
      expect(isFrameAllowed(url, listed), url).toBe(false);
    expect(isFrameAllowed('https://games.a.com/', '')).toBe(false);
  });

  it('as a header it also refuses framing by other sites; docs/csp.md shows that header', () => {
    const header = contentSecurityPolicy({}, { header: true });
    expect(directives(header)['frame-ancestors']).toEqual(["'self'"]);
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/csp.md'), 'utf8');
    expect(doc).toContain(`Content-Security-Policy: ${header}`);
  });
});
