// The /api envelope: encrypted round trip, plain JSON pass-through, siteId, unreadable bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { KEY, IV, control, decrypt, encrypt, postEncrypted, postJson, startMini } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini();
});
afterAll(() => mock?.close());

const login = { memId: 'tester', memPass: 'secret1', siteId: 'winner' };

describe('encrypted requests (Content-Type: text/plain)', () => {
  it('decrypts the request, answers the contract example encrypted with a fresh prefix', async () => {
    const a = await postEncrypted(mock.url, '/api/member/login', login);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(a.text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(a.json).toEqual({ code: '0', data: { token: 'tok-123', memId: 'tester', memNick: 'Tester' } });

    const b = await postEncrypted(mock.url, '/api/member/login', login);
    expect(b.text).not.toBe(a.text); // random prefix each time
    const { prefix } = decrypt(b.text);
    expect(prefix).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('interoperates with crypto-js, as the app client uses it (Utf8.parse key and IV)', async () => {
    const key = Utf8.parse(KEY);
    const iv = Utf8.parse(IV);
    const body = AES.encrypt('zZ9yY8xX' + JSON.stringify(login), key, { iv }).toString();
    expect(body).toBe(encrypt(login, { prefix: 'zZ9yY8xX' })); // same key+IV → identical ciphertext
    const res = await fetch(mock.url + '/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'text/plain' },
      body,
    });
    const plain = AES.decrypt(await res.text(), key, { iv }).toString(Utf8);
    expect(JSON.parse(plain.slice(8)).code).toBe('0');
  });

  it('refuses unreadable ciphertext with HTTP 400 and a plain-text reason', async () => {
    const send = (body) => fetch(mock.url + '/api/member/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    const notBase64 = await send('this is not base64!');
    expect(notBase64.status).toBe(400);
    expect(notBase64.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await notBase64.text()).toMatch(/not Base64/);

    const wrongKey = await send(encrypt(login, { key: 'another-aes-key-of-32-characters' }));
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.text()).toMatch(/cannot decrypt|not JSON/);

    const shortBlock = await send(Buffer.from('0123456789').toString('base64'));
    expect(shortBlock.status).toBe(400);
    expect(await shortBlock.text()).toMatch(/multiple of the AES block/);

    const noPrefix = await send(encrypt(login, { prefix: '' }));
    expect(noPrefix.status).toBe(400);
    expect(await noPrefix.text()).toMatch(/not JSON after dropping the 8-character prefix/);
  });

  it('encrypts the answer of a GET that asks for text/plain (siteId in the query)', async () => {
    const res = await fetch(mock.url + '/api/coin?symbol=USDT&siteId=winner', { headers: { accept: 'text/plain' } });
    expect(res.status).toBe(200);
    expect(decrypt(await res.text()).value).toEqual({ code: '0', data: { symbol: 'USDT', price: '1380.5' } });
  });
});

describe('plain JSON requests', () => {
  it('pass straight through, unencrypted', async () => {
    const r = await postJson(mock.url, '/api/board/notice/list', { page: 1, siteId: 'winner' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.json.code).toBe('0');
    expect(r.json.data.tatal_list_count).toBe(1);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(mock.url + '/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/not valid JSON/);
  });

  it('refuses a body over 5 MB (413) or nested 100,000 deep (400) with { code, msg }, and keeps serving', async () => {
    const send = (body, type = 'application/json') =>
      fetch(mock.url + '/api/member/login', { method: 'POST', headers: { 'content-type': type }, body });
    const big = await send(JSON.stringify({ ...login, memId: 'a'.repeat(6 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'E413' });
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const nested = await send(`{"siteId":"winner","memId":${deep},"memPass":"x"}`);
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({ code: 'E400', msg: 'the body nests deeper than 64 levels' });
    const sealed = AES.encrypt('zZ9yY8xX' + deep, Utf8.parse(KEY), { iv: Utf8.parse(IV) }).toString();
    const nestedSealed = await send(sealed, 'text/plain');
    expect(nestedSealed.status).toBe(400);
    expect(await nestedSealed.text()).toMatch(/nests deeper than 64 levels/);
    expect((await postJson(mock.url, '/api/member/login', login)).status).toBe(200);
  });
});

describe('other content types', () => {
  it.each([
    ['application/xml', '<login><siteId>winner</siteId></login>'],
    ['application/x-www-form-urlencoded', 'siteId=winner&memId=a&memPass=b'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="siteId"\r\n\r\nwinner\r\n--x--'],
  ])('%s is refused with HTTP 415, naming the accepted ones', async (type, body) => {
    const res = await fetch(mock.url + '/api/member/login', { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(415);
    const json = await res.json();
    expect(json.message).toBe(
      `content type ${type.split(';')[0]} is not accepted: send application/json, or text/plain for the encrypted envelope`,
    );
    expect(json.accepted).toEqual(['application/json', 'text/plain']);
    const { json: log } = await control(mock.url, 'GET', '/__mock/requests?path=/api/member/login&limit=1');
    expect(log.requests[0]).toMatchObject({ status: 415, raw: body });
  });

  it('a GET without a body is not refused for its content-type header', async () => {
    const res = await fetch(mock.url + '/api/coin?symbol=USDT&siteId=winner', { headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(200);
  });
});

describe('siteId is required', () => {
  it('in the body of a POST (plain or encrypted)', async () => {
    const plain = await postJson(mock.url, '/api/member/login', { memId: 'a', memPass: 'b' });
    expect(plain.status).toBe(400);
    expect(plain.json).toEqual({ message: 'siteId is required' });
    const enc = await postEncrypted(mock.url, '/api/member/login', { memId: 'a', memPass: 'b' });
    expect(enc.status).toBe(400);
    expect(enc.json).toEqual({ message: 'siteId is required' });
    const empty = await postJson(mock.url, '/api/member/login', { memId: 'a', memPass: 'b', siteId: '' });
    expect(empty.status).toBe(400);
  });

  it('in the query of a GET', async () => {
    const res = await fetch(mock.url + '/api/coin?symbol=USDT');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'siteId is required' });
  });
});

describe("Prism's own errors pass through as problem JSON", () => {
  it('422 when the body breaks the contract', async () => {
    const r = await postEncrypted(mock.url, '/api/member/login', { memPass: 'x', siteId: 'winner' });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toMatch(/problem\+json/);
    expect(r.json.validation[0].message).toMatch(/memId/);
  });

  it('422 for a path parameter outside its enum', async () => {
    const r = await postJson(mock.url, '/api/board/nope/list', { siteId: 'winner' });
    expect(r.status).toBe(422);
  });

  it('404 for a route the contract does not have', async () => {
    const r = await postJson(mock.url, '/api/not/there', { siteId: 'winner' });
    expect(r.status).toBe(404);
    expect(r.json.type).toMatch(/NO_PATH_MATCHED/);
  });
});

describe('health', () => {
  it('GET /__mock/health', async () => {
    const { status, json } = await control(mock.url, 'GET', '/__mock/health');
    expect(status).toBe(200);
    expect(json.ok).toBe(true);
  });
});
