// Real-user monitoring's collector in the sandbox: the site's beacons (text bodies,
// as navigator.sendBeacon sends them) kept per layout and route, p75 of each vital, the latest errors
// first, bounds held, and a bad beacon refused with what is wrong. The browser's side: tests/e2e/deploy.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, p75 } from '../../mocks/sandbox/console/rum-store';
import { openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
});
afterAll(async () => {
  expect(s.violations).toEqual([]);
  await s.close();
});

const vital = (name: string, value: number, route = '/', layout = 'desktop') => ({
  kind: 'vital',
  name,
  value,
  rating: 'good',
  route,
  layout,
});
const error = (message: string, route = '/board/read/:boardIdx') => ({
  kind: 'error',
  source: 'window',
  message,
  stack: 'Error: x\n    at https://site/assets/a.js:1:2',
  route,
  layout: 'mobile',
});

/** One beacon as the browser sends it: a text/plain body. */
async function beacon(body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${s.url}/__sandbox/rum`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

interface Summary {
  routes: { layout: string; route: string; samples: Record<string, number>; p75: Record<string, number | null> }[];
  errors: { message: string; route: string; layout: string; source: string; at: string }[];
}
const summary = async () => (await s.operator<Summary>('GET', '/__sandbox/rum')).body;

describe('the RUM collector', () => {
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('keeps p75 LCP / INP / CLS per layout and route, and the latest errors first', async () => {
    await s.operator('POST', '/__sandbox/rum/clear');
    const lcps = [1200, 1800, 2500, 4000];
    expect((await beacon({ events: lcps.map((v) => vital('LCP', v)) })).status).toBe(204);
    expect(
      (
        await beacon({
          events: [
            vital('INP', 80),
            vital('INP', 200),
            vital('CLS', 0.02),
            vital('LCP', 900, '/mypage/charge/list'),
            vital('LCP', 3000, '/', 'mobile'),
            error('TypeError: first'),
            error('Error: second'),
          ],
        })
      ).status,
    ).toBe(204);
    const { routes, errors } = await summary();
    expect(routes).toEqual([
      { layout: 'desktop', route: '/', samples: { LCP: 4, INP: 2, CLS: 1 }, p75: { LCP: 2500, INP: 200, CLS: 0.02 } },
      { layout: 'desktop', route: '/mypage/charge/list', samples: { LCP: 1, INP: 0, CLS: 0 }, p75: { LCP: 900, INP: null, CLS: null } },
      { layout: 'mobile', route: '/', samples: { LCP: 1, INP: 0, CLS: 0 }, p75: { LCP: 3000, INP: null, CLS: null } },
    ]);
    expect(errors.map((e) => e.message)).toEqual(['Error: second', 'TypeError: first']);
    expect(errors[0]).toMatchObject({ source: 'window', route: '/board/read/:boardIdx', layout: 'mobile' });
    expect(errors[0]?.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('holds its bounds: the latest samples and errors only, and no more routes than its limit', async () => {
    await s.operator('POST', '/__sandbox/rum/clear');
    const many = LIMITS.samplesPerVital + 20;
    for (let sent = 0; sent < many; sent += LIMITS.eventsPerPost)
      await beacon({
        events: Array.from({ length: Math.min(LIMITS.eventsPerPost, many - sent) }, (_, i) => vital('CLS', (sent + i) / 1000)),
      });
    for (let i = 0; i < LIMITS.errors + 5; i += 1) await beacon({ events: [error(`Error: ${i}`)] });
    for (let r = 0; r < LIMITS.routes + 10; r += LIMITS.eventsPerPost)
      await beacon({ events: Array.from({ length: LIMITS.eventsPerPost }, (_, i) => vital('LCP', 100, `/made-up/${r + i}`)) });
    const { routes, errors } = await summary();
    expect(routes.find((r) => r.route === '/')?.samples.CLS).toBe(LIMITS.samplesPerVital);
    expect(routes.length).toBe(LIMITS.routes);
    expect(errors).toHaveLength(LIMITS.errors);
    expect(errors[0]?.message).toBe(`Error: ${LIMITS.errors + 4}`);
  });

  it('refuses a bad beacon with what is wrong, and keeps nothing of it', async () => {
    await s.operator('POST', '/__sandbox/rum/clear');
    const refusals: [unknown, RegExp][] = [
      ['not json', /not valid JSON/],
      [{ vitals: [] }, /\{ events/],
      [{ events: [] }, /1 to 50/],
      [{ events: Array.from({ length: 51 }, () => vital('LCP', 1)) }, /1 to 50/],
      [{ events: [vital('FID', 10)] }, /name: one of LCP, INP, CLS/],
      [{ events: [vital('LCP', -1)] }, /value: a number/],
      [{ events: [vital('CLS', 1e9)] }, /value: a number from 0 to 100/],
      [{ events: [vital('LCP', 10, '/board/read/42?token=abc')] }, /without a query/],
      [{ events: [vital('LCP', 10, 'https://site/x')] }, /route pattern/],
      [{ events: [{ ...error('x'), source: 'console' }] }, /source: one of/],
      [{ events: [error('m'.repeat(1001))] }, /message: a string of at most 1000/],
      [{ events: [vital('LCP', 10), { kind: 'click' }] }, /events\[1\]/],
    ];
    for (const [body, message] of refusals) {
      const r = await beacon(body);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(r.text).toMatch(message);
    }
    expect((await beacon('x'.repeat(70 * 1024))).status).toBe(413);
    expect(await summary()).toEqual({ routes: [], errors: [] });
  });
});
