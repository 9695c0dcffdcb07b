// Picking a named example with `Prefer: code=…, example=…` or `?__example=`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePreference, splitPrefer } from '../../mocks/prefer.mjs';
import { postEncrypted, postJson, startMini } from './helpers.mjs';

describe('parsePreference', () => {
  const q = (s = '') => new URLSearchParams(s);

  it('reads code and example, in any order, with commas or semicolons, quoted or not', () => {
    expect(parsePreference('code=200, example=LX02', q())).toEqual({ code: 200, example: 'LX02' });
    expect(parsePreference('example="LX02"; code=200', q())).toEqual({ code: 200, example: 'LX02' });
    expect(parsePreference('Example=c104', q())).toEqual({ example: 'c104' });
    expect(parsePreference('dynamic=true', q())).toEqual({ dynamic: true });
    expect(splitPrefer('respond-async, wait=10')).toEqual({ 'respond-async': '', wait: '10' });
  });

  it('reads ?__example / ?__code; the header wins key by key', () => {
    expect(parsePreference(undefined, q('__example=TK999&__code=200'))).toEqual({ code: 200, example: 'TK999' });
    expect(parsePreference('example=LX02', q('__example=U001&__code=200'))).toEqual({ code: 200, example: 'LX02' });
  });

  it('rejects a malformed code', () => {
    expect(() => parsePreference('code=abc', q())).toThrow(/3-digit/);
  });
});

describe('Prefer against the mock', () => {
  let mock;
  beforeAll(async () => {
    mock = await startMini();
  });
  afterAll(() => mock?.close());
  const login = { memId: 'tester', memPass: 'secret1', siteId: 'winner' };

  it('answers `success` when nothing is asked, although Prism would pick the first example', async () => {
    // The contract lists LX02, U001, 9999 after success, but JavaScript orders the integer-like key
    // "9999" first, so Prism's own default would be the 9999 error.
    expect((await postJson(mock.url, '/api/member/login', login)).json.code).toBe('0');
    expect((await postJson(mock.url, '/api/member/login', login, { prefer: 'code=200' })).json.code).toBe('0');
    expect((await postJson(mock.url, '/api/member/login', login, { prefer: 'example=9999' })).json.code).toBe('9999');
  });

  it('answers the named example of Prefer (plain and encrypted)', async () => {
    const plain = await postJson(mock.url, '/api/member/login', login, { prefer: 'code=200, example=LX02' });
    expect(plain.json).toEqual({ code: 'LX02', msg: 'check id or password' });
    const enc = await postEncrypted(mock.url, '/api/member/login', login, { prefer: 'code=200, example=U001' });
    expect(enc.json.code).toBe('U001');
  });

  it('answers the example named by ?__example=', async () => {
    const r = await postJson(mock.url, '/api/board/faq/list?__example=TK999', { siteId: 'winner' });
    expect(r.json.code).toBe('TK999');
    const coin = await fetch(mock.url + '/api/coin?symbol=BTC&siteId=winner&__example=E002');
    expect((await coin.json()).code).toBe('E002');
  });

  it("passes Prism's 404 through for an example the operation does not have", async () => {
    const r = await postJson(mock.url, '/api/member/login', login, { prefer: 'example=NOPE' });
    expect(r.status).toBe(404);
    expect(r.json.detail).toMatch(/exampleKey: NOPE/);
  });

  it('answers 400 for a malformed Prefer', async () => {
    const r = await postJson(mock.url, '/api/member/login', login, { prefer: 'code=two-hundred' });
    expect(r.status).toBe(400);
  });
});
