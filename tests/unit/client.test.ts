import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@/api/client';
import { ApiError, RESPONSE_FAILED } from '@/api/errors';
import { dataOf } from '@/api/result';
import { fakeFetch, KEYS, sealed, serverEnvelope } from '../support/fake-server';

const base: Omit<ApiClientOptions, 'fetch'> = {
  baseUrl: 'http://api.test',
  siteId: 'winner',
  apiKey: 'site-key',
  envelope: { enabled: true, ...KEYS },
  timeoutMs: 2_000,
  readToken: () => 'member-token',
};

const member = { memId: 'tester01', memNick: '행운의별', memName: '홍길동', cashAmt: 1250000, pointAmt: 35200, isPartnerMember: 'N' };
const loginOk = { code: '0', data: { member, msgInfo: { newMsg: 2 }, token: 't-1' } };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the API client', () => {
  it('encrypts the body with siteId added, sends both auth headers, and decrypts the answer', async () => {
    const net = fakeFetch(() => sealed(loginOk));
    const api = createApiClient({ ...base, fetch: net.fetch });
    const { data } = await api.POST('/api/member/login', { body: { memId: 'tester01', memPass: 'pass1234' } });
    expect(dataOf(data).member.memNick).toBe('행운의별');
    const sent = net.seen[0]!;
    expect(sent.headers.get('content-type')).toBe('text/plain');
    expect(sent.raw).not.toContain('tester01');
    expect(sent.raw).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sent.body).toEqual({ memId: 'tester01', memPass: 'pass1234', siteId: 'winner' });
    expect(sent.headers.get('authorization')).toBe('Bearer site-key');
    expect(sent.headers.get('x-session-token')).toBe('member-token');
  });

  it('sends no session header for a guest', async () => {
    const net = fakeFetch(() => sealed({ code: '0', data: [] }));
    const api = createApiClient({ ...base, readToken: () => undefined, fetch: net.fetch });
    await api.POST('/api/etc/bank', { body: {} });
    expect(net.seen[0]!.headers.has('x-session-token')).toBe(false);
    expect(net.seen[0]!.body).toEqual({ siteId: 'winner' });
  });

  it('adds siteId to the query of a GET and asks for an encrypted answer', async () => {
    const net = fakeFetch(() => sealed({ code: '0', data: { symbol: 'USDT', price: 1398.5 } }));
    const api = createApiClient({ ...base, fetch: net.fetch });
    const { data } = await api.GET('/api/coin', { params: { query: { symbol: 'USDT' } } });
    expect(dataOf(data).price).toBe(1398.5);
    expect(net.seen[0]!.url.searchParams.get('siteId')).toBe('winner');
    expect(net.seen[0]!.url.searchParams.get('symbol')).toBe('USDT');
    expect(net.seen[0]!.headers.get('accept')).toBe('text/plain');
  });

  it('fills path parameters (the spec spelling datail kept)', async () => {
    const net = fakeFetch(() => sealed({ code: '0', data: { post: {}, comments: [] } }));
    const api = createApiClient({ ...base, fetch: net.fetch });
    await api.POST('/api/board/{boardType}/datail', { params: { path: { boardType: 'notice' } }, body: { boardIdx: 5 } });
    expect(net.seen[0]!.url.pathname).toBe('/api/board/notice/datail');
  });

  it('turns code !== "0" into an ApiError with the code and the server message', async () => {
    const net = fakeFetch(() => sealed({ code: 'LX02', msg: '아이디 또는 비밀번호를 확인해주세요.' }));
    const api = createApiClient({ ...base, fetch: net.fetch });
    const error = await failureOf(api.POST('/api/member/login', { body: { memId: 'a', memPass: 'b' } }));
    expect(error.code).toBe('LX02');
    expect(error.serverMessage).toBe('아이디 또는 비밀번호를 확인해주세요.');
    expect(error.messageKey).toBe('api.LX02');
    expect(error.isCatalogued).toBe(true);
  });

  it('keeps the lower-case c104 as the server spells it', async () => {
    const api = createApiClient({ ...base, fetch: fakeFetch(() => sealed({ code: 'c104' })).fetch });
    const error = await failureOf(api.POST('/api/cash/in', { body: { amount: 10000, payType: 'bank' } }));
    expect(error.messageKey).toBe('api.c104');
  });

  it('maps a code the catalogue does not know to the generic message', async () => {
    const api = createApiClient({ ...base, fetch: fakeFetch(() => sealed({ code: 'U002', msg: 'no member' })).fetch });
    const error = await failureOf(api.POST('/api/member/login', { body: { memId: 'a', memPass: 'b' } }));
    expect(error.code).toBe('U002');
    expect(error.isCatalogued).toBe(false);
    expect(error.messageKey).toBe('api.UNKNOWN');
  });

  const failures: Array<[string, () => Response | Promise<Response>, RegExp]> = [
    [
      'an HTTP 500 with a JSON message',
      () => new Response('{"message":"upstream down"}', { status: 500, headers: { 'content-type': 'application/json' } }),
      /upstream down/,
    ],
    [
      'an HTTP 502 with plain text',
      () => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/html' } }),
      /Bad Gateway/,
    ],
    [
      'an HTTP 400 whose body is encrypted',
      () =>
        new Response(serverEnvelope.seal({ message: 'siteId is required' }), { status: 400, headers: { 'content-type': 'text/plain' } }),
      /siteId is required/,
    ],
    ['garbage instead of ciphertext', () => new Response('%%% not base64 %%%', { headers: { 'content-type': 'text/plain' } }), /decrypt/],
    [
      'ciphertext under another key',
      () => new Response(Buffer.from('x'.repeat(32)).toString('base64'), { headers: { 'content-type': 'text/plain' } }),
      /decrypt/,
    ],
    [
      'ciphertext that is not JSON inside',
      () => new Response(serverEnvelope.seal('plain words').replace(/^/, ''), { headers: { 'content-type': 'text/plain' } }),
      /JSON|code/,
    ],
    [
      'plain JSON while the envelope is on',
      () => new Response('{"code":"0"}', { headers: { 'content-type': 'application/json' } }),
      /unexpected answer type/,
    ],
    ['an answer without a code', () => sealed({ data: 1 }), /no code/],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')), /network error/],
  ];
  for (const [what, reply, message] of failures) {
    it(`turns ${what} into RESPONSE_FAILED`, async () => {
      const api = createApiClient({ ...base, fetch: fakeFetch(reply).fetch });
      const error = await failureOf(api.POST('/api/member/balance', { body: {} }));
      expect(error.code).toBe(RESPONSE_FAILED);
      // the member is told what failed: the server (5xx), the connection, or an unreadable answer
      const kind = /HTTP 5/.test(what) ? 'RESPONSE_SERVER' : /network/.test(what) ? 'RESPONSE_NETWORK' : 'RESPONSE_FAILED';
      expect(error.messageKey).toBe(`api.${kind}`);
      expect(error.message).toMatch(message);
    });
  }

  it('gives up after the time-out with RESPONSE_FAILED', async () => {
    const slow = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, 5_000);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(request.signal.reason);
        });
      });
      return sealed({ code: '0', data: {} });
    }) as typeof globalThis.fetch;
    const api = createApiClient({ ...base, timeoutMs: 50, fetch: slow });
    const error = await failureOf(api.POST('/api/member/balance', { body: {} }));
    expect(error.code).toBe(RESPONSE_FAILED);
    expect(error.message).toMatch(/timed out/);
    expect(error.messageKey).toBe('api.RESPONSE_TIMEOUT');
  });

  it('speaks plain JSON both ways when the envelope is switched off', async () => {
    const net = fakeFetch(
      () =>
        new Response(JSON.stringify({ code: '0', data: { balance: 5, isPlayGame: 'N' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const api = createApiClient({ ...base, envelope: { ...base.envelope, enabled: false }, fetch: net.fetch });
    const { data } = await api.POST('/api/member/balance', { body: {} });
    expect(dataOf(data).balance).toBe(5);
    expect(net.seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(net.seen[0]!.raw)).toEqual({ siteId: 'winner' });
  });
});

describe('ApiError message keys', () => {
  it('names the api namespace key of each kind of failure', () => {
    expect(new ApiError('c104').messageCode).toBe('c104');
    expect(new ApiError(RESPONSE_FAILED).messageCode).toBe('RESPONSE_FAILED');
    expect(new ApiError('ZZ99').messageCode).toBe('UNKNOWN');
  });
});
