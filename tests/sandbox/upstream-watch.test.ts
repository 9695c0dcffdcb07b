// Upstream mode's contract watch: between the dev server and a backend that answers
// two operations wrongly on purpose (tamper.ts: a field renamed, a number sent as a string), the watch
// passes every answer on unchanged and lists exactly those two violations, once each, at
// /__upstream/violations; a clean operation is not listed; the push socket's upgrade goes through.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../mocks/contract.mjs';
import { startUpstreamWatch } from '../../mocks/upstream/watch.mjs';
import { openTestSandbox, SITE, type TestSandbox } from './support/sandbox';
import { envelope, renameBankName, startTamper, type Tamper } from './support/tamper';
import { listen } from './support/push';

const CONTRACT = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

interface Listed {
  operation: string;
  path: string;
  expected: string;
  got: string;
  count: number;
}

let s: TestSandbox;
let tamper: Tamper;
let watch: Awaited<ReturnType<typeof startUpstreamWatch>>;
let contract: Awaited<ReturnType<typeof loadContract>>;
const printed: string[] = [];
let rateWas: unknown;

beforeAll(async () => {
  s = await openTestSandbox();
  tamper = await startTamper(s.url, {
    // bankList: every bank's bankNameKr renamed bankName (one violation, not one per bank)
    '/api/etc/bank': renameBankName,
    // siteOption: a number sent as a string
    '/api/etc/siteOption': (a) => {
      const option = (a.data as { siteOption: Record<string, unknown> }).siteOption;
      rateWas = option.firstChargeBonusRate;
      option.firstChargeBonusRate = String(option.firstChargeBonusRate);
    },
    // mainNoticeList: an answer that is not ciphertext at all
    '/api/main/nt/list': () => 'Service Unavailable',
  });
  contract = await loadContract(CONTRACT, { cache: true });
  watch = await startUpstreamWatch({ target: tamper.url, contract, envelope, log: (line) => printed.push(line) });
}, 60_000);

afterAll(async () => {
  await watch.close();
  await tamper.close();
  expect(s.violations).toEqual([]);
  await s.close();
});

/** A call as the site makes it: sealed body, site key; the answer's text as the browser gets it. */
async function callThroughWatch(path: string): Promise<{ status: number; text: string; tamper: string | null }> {
  const res = await fetch(`${watch.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SITE.key}`, 'content-type': 'text/plain', accept: 'text/plain' },
    body: envelope.seal({ siteId: SITE.siteId }),
  });
  return { status: res.status, text: await res.text(), tamper: res.headers.get('x-tamper') };
}

const listed = async (): Promise<Listed[]> => {
  // the check runs after the answer is passed on: wait until what was sent has been looked at
  const res = await fetch(`${watch.url}/__upstream/violations`);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as { violations: Listed[] }).violations;
};

describe('the upstream watch', () => {
  it('passes every answer on unchanged, bytes and headers, wrong or not', async () => {
    for (const path of ['/api/etc/bank', '/api/etc/siteOption', '/api/etc/banner', '/api/etc/bank']) {
      const answer = await callThroughWatch(path);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(tamper.sent.get(path));
      expect(answer.tamper).toBe(path === '/api/etc/banner' ? 'as-is' : 'changed');
      // the site keeps working: the answer still opens, code 0
      expect((envelope.open(answer.text) as { code: string }).code).toBe('0');
    }
    expect(typeof rateWas, 'the sandbox itself sent a number').toBe('number');
  });

  it('lists exactly the two wrong answers, once each, with operation, path, expected and got', async () => {
    await expect.poll(async () => (await listed()).length).toBe(2);
    const violations = await listed();
    expect(violations.map((v) => ({ operation: v.operation, path: v.path, expected: v.expected }))).toEqual([
      { operation: 'bankList', path: '/data/*/bankNameKr', expected: 'a required property' },
      { operation: 'siteOption', path: '/data/siteOption/firstChargeBonusRate', expected: 'integer' },
    ]);
    expect(violations[0]?.count, 'bankList was answered wrongly twice: listed once, counted twice').toBe(2);
    expect(violations[1]?.got).toBe(`string ${JSON.stringify(String(rateWas))}`);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatch(
      /^upstream: bankList \(POST \/api\/etc\/bank, HTTP 200\) does not fit the contract at \/data\/\*\/bankNameKr/,
    );
  });

  it('says so when an answer does not open, or is not an HTTP 200', async () => {
    const garbled = await callThroughWatch('/api/main/nt/list');
    expect(garbled.text).toBe('Service Unavailable');
    await expect
      .poll(async () => (await listed()).find((v) => v.operation === 'mainNoticeList'))
      .toMatchObject({ path: '/', expected: 'the envelope: Base64 AES ciphertext of prefix + JSON' });
    expect((await listed()).find((v) => v.operation === 'mainNoticeList')?.got).toMatch(/^envelope: body is not Base64/);
    const res = await fetch(`${watch.url}/api/etc/banner`, {
      method: 'POST',
      headers: { authorization: 'Bearer wrong-key', 'content-type': 'text/plain' },
      body: envelope.seal({ siteId: SITE.siteId }),
    });
    expect(res.status).toBe(401);
    await expect
      .poll(async () => (await listed()).find((v) => v.operation === 'bannerList'))
      .toMatchObject({
        path: '/',
        expected: 'HTTP 200 (every answer of the contract)',
        got: expect.stringMatching(/^HTTP 401: .*Authorization/),
      });
  });

  it('passes the push socket through', async () => {
    const direct = await startUpstreamWatch({ target: s.url, contract, envelope, log: (line) => printed.push(line) });
    try {
      const token = await s.login('tester01');
      // STOMP's CONNECT and SUBSCRIBE go out, CONNECTED, the receipt and a push come back through the watch
      const push = await listen(`${direct.url.replace(/^http/, 'ws')}/ws`, token);
      const adjusted = await s.operator<{ cash: number }>('POST', '/__sandbox/members/tester01/adjust', { account: 'cash', amount: 1_000 });
      expect(adjusted.status).toBe(200);
      expect((await push.waitFor('CASH')).data1).toBe(String(adjusted.body.cash));
      await push.close();
    } finally {
      await direct.close();
    }
  });
});
