import { describe, expect, it } from 'vitest';
import { EnvelopeError, open, openAsync, randomPrefix, seal } from '@/api/envelope';
import { KEYS, serverEnvelope } from '../support/fake-server';

describe('envelope', () => {
  it('round-trips a JSON body, Korean text included', () => {
    const body = JSON.stringify({ memId: 'tester01', memNick: '행운의별', amount: 10000 });
    expect(open(seal(body, KEYS), KEYS)).toBe(body);
  });

  it('reads every byte length and four-byte characters (the text is decoded by the platform, not crypto-js)', () => {
    for (const body of ['', 'a', 'ab', 'abc', 'abcd', '{"nick":"🎰 Thắng 당첨"}', 'x'.repeat(100_003)]) {
      expect(open(seal(body, KEYS), KEYS)).toBe(body);
      expect(serverEnvelope.open(seal(JSON.stringify({ body }), KEYS))).toEqual({ body });
    }
  });

  it('opens by Web Crypto as crypto-js does, and refuses what crypto-js refuses', async () => {
    for (const body of ['', 'a', '{"nick":"🎰 Thắng 당첨"}', 'x'.repeat(100_003)]) {
      const sealed = seal(body, KEYS);
      expect(await openAsync(sealed, KEYS)).toBe(open(sealed, KEYS));
    }
    await expect(openAsync('not base64 at all!', KEYS)).rejects.toThrow(EnvelopeError);
    await expect(openAsync('', KEYS)).rejects.toThrow(EnvelopeError);
    const good = seal('{"code":"0"}', KEYS);
    await expect(openAsync(good, { ...KEYS, key: 'another-aes-key-of-32-characters' })).rejects.toThrow(EnvelopeError);
    await expect(openAsync(good.slice(0, -8), KEYS)).rejects.toThrow(EnvelopeError);
  });

  it('puts a fresh random prefix before every body, so equal bodies encrypt differently', () => {
    const body = '{"a":1}';
    expect(seal(body, KEYS)).not.toBe(seal(body, KEYS));
    expect(randomPrefix(8)).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('agrees with an independent node:crypto AES-256-CBC implementation both ways', () => {
    const value = { code: '0', data: { balance: 1250000 } };
    expect(JSON.parse(open(serverEnvelope.seal(value), KEYS))).toEqual(value);
    expect(serverEnvelope.open(seal(JSON.stringify(value), KEYS))).toEqual(value);
  });

  it('refuses garbage, tampered ciphertext and the wrong key', () => {
    expect(() => open('not base64 at all!', KEYS)).toThrow(EnvelopeError);
    expect(() => open('', KEYS)).toThrow(EnvelopeError);
    const good = seal('{"code":"0"}', KEYS);
    const tampered = good.slice(0, 10) + (good[10] === 'A' ? 'B' : 'A') + good.slice(11, -4) + 'AAA=';
    expect(() => JSON.parse(open(tampered, KEYS))).toThrow();
    expect(() => JSON.parse(open(good, { ...KEYS, key: 'another-aes-key-of-32-characters' }))).toThrow();
  });
});
