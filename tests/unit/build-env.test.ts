// A production build refuses empty key material and the mock's own (public) values.
import { describe, expect, it } from 'vitest';
import { checkProductionEnv } from '../../vite.config';

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
