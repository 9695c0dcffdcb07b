// A production build refuses empty key material and the mock's own (public) values, and builds with
// real values given in the environment (a real vite build, of a one-line entry to keep it cheap).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProductionEnv, publicEnv } from '../../vite.config';

const mock = {
  VITE_API_AES_KEY: 'mock-only-aes-key-32-characters!',
  VITE_API_AES_IV: 'mock-only-iv-16!',
  VITE_SITE_ID: 'winner',
  VITE_API_KEY: 'mock-api-key',
};
const real = { VITE_API_AES_KEY: 'k'.repeat(32), VITE_API_AES_IV: 'i'.repeat(16), VITE_SITE_ID: 'winner', VITE_API_KEY: 'real-site-key' };

describe('production build environment', () => {
  it('accepts real key material (the site id may be the same as the mock one)', () => {
    expect(() => checkProductionEnv(real, mock)).not.toThrow();
  });

  it("refuses the mock's key, IV or site key", () => {
    for (const name of ['VITE_API_AES_KEY', 'VITE_API_AES_IV', 'VITE_API_KEY'] as const) {
      expect(() => checkProductionEnv({ ...real, [name]: mock[name] }, mock)).toThrow(new RegExp(`mock's values of ${name}`));
    }
  });

  it('refuses empty values', () => {
    expect(() => checkProductionEnv({ ...real, VITE_API_AES_KEY: '' }, mock)).toThrow(/needs VITE_API_AES_KEY/);
  });

  it('with the envelope off needs no key material', () => {
    expect(() => checkProductionEnv({ VITE_API_ENVELOPE: 'off' }, mock)).not.toThrow();
  });
});

describe('vite build in production mode, key material from the environment', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const NAMES = ['VITE_API_AES_KEY', 'VITE_API_AES_IV', 'VITE_SITE_ID', 'VITE_API_KEY', 'VITE_CSP_FRAME_SRC'] as const;
  let entry = '';
  beforeAll(() => {
    // the smallest entry: the check runs on the config, so the build need not bundle the app
    entry = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-env-')), 'entry.js');
    fs.writeFileSync(entry, 'export const built = true;\n');
  });
  afterAll(() => fs.rmSync(path.dirname(entry), { recursive: true, force: true }));

  /** `VITE_…=… vite build` as the shell would run it: the values in process.env, no file. */
  async function buildWith(vars: Partial<Record<(typeof NAMES)[number], string>>): Promise<void> {
    const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
    // vitest itself puts .env.test's (the mock's) values in process.env: start from none
    for (const name of NAMES) delete process.env[name];
    Object.assign(process.env, vars);
    try {
      await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { write: false, rolldownOptions: { input: entry } },
      });
    } finally {
      for (const name of NAMES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
  }

  it('builds with real values from the environment (no .env.production.local)', async () => {
    expect(fs.existsSync(path.join(root, '.env.production.local'))).toBe(false);
    await expect(buildWith({ ...real, VITE_CSP_FRAME_SRC: 'https://games.vendor.example' })).resolves.toBeUndefined();
  });

  it("refuses the mock's values, and no values, from the environment", async () => {
    await expect(buildWith(mock)).rejects.toThrow(
      /Production build refuses the mock's values of VITE_API_AES_KEY, VITE_API_AES_IV, VITE_API_KEY/,
    );
    await expect(buildWith({ ...real, VITE_API_KEY: mock.VITE_API_KEY })).rejects.toThrow(/refuses the mock's values of VITE_API_KEY \(/);
    await expect(buildWith({})).rejects.toThrow(/Production build needs VITE_API_AES_KEY/);
  });

  it('refuses a frame source wider than a vendor origin', async () => {
    await expect(buildWith({ ...real, VITE_CSP_FRAME_SRC: 'https:' })).rejects.toThrow(
      /VITE_CSP_FRAME_SRC lists the game vendors' origins/,
    );
  });
});

describe('the public env files', () => {
  it('are read from the files alone, not from process.env', () => {
    process.env.VITE_API_KEY_PROBE = 'from-the-environment';
    try {
      const files = publicEnv(path.resolve(import.meta.dirname, '../..'));
      expect(files.some((f) => f.VITE_API_KEY === mock.VITE_API_KEY)).toBe(true);
      expect(files.every((f) => !('VITE_API_KEY_PROBE' in f))).toBe(true);
    } finally {
      delete process.env.VITE_API_KEY_PROBE;
    }
  });
});
