// The built site served as in production (docs/deploy/): Debian's nginx under the
// repo's site config in front of a sandbox, in a real browser. On each layout a guest page and a
// member page reached by a deep link (a reload there) run with no CSP violation, the policy sent as
// a header; and real-user monitoring works end to end: the pages' vitals and an error thrown in the
// page reach the sandbox's collector (GET /__sandbox/rum, what its console's "Real users" panel shows)
// with the route's pattern. The config's headers, caching and proxying in detail:
// tests/sandbox/deploy-nginx.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/csp-policy.mjs';
import { startNginx, type Nginx } from '../support/nginx';
import { openLoginDialog, submitLogin } from './support/auth';
import { DESKTOP, MOBILE, waitForTheApp } from './support/browser';
import { SEEDED_PASSWORD, useSandboxJourney } from './support/sandbox';
import { shot } from './support/shots';

const journey = useSandboxJourney();
const ENV = loadEnv('mock', process.cwd(), 'VITE_');
let nginx: Nginx | undefined;

beforeAll(async () => {
  const sandbox = journey().sandbox;
  nginx = await startNginx({ dist: inject('distDir'), backend: sandbox.url, env: ENV, rumBackend: `${sandbox.url}/__sandbox/rum` });
}, 240_000); // a first run installs nginx (apt-get)
afterAll(async () => {
  await nginx?.stop();
});

interface RumSummary {
  routes: {
    layout: string;
    route: string;
    samples: Record<'LCP' | 'INP' | 'CLS', number>;
    p75: Record<'LCP' | 'INP' | 'CLS', number | null>;
  }[];
  errors: { source: string; message: string; route: string; layout: string }[];
}

/** A page of the site through nginx, its CSP violations recorded from before the first script. */
async function open(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page; violations(): Promise<string[]> }> {
  if (!nginx) throw new Error('nginx has not started');
  const context = await journey().browser.newContext({ viewport, baseURL: nginx.url, locale: 'ko-KR', reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  waitForTheApp(page);
  return { context, page, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

/** Leaves the site (the page is hidden and unloaded: monitoring sends what it holds). */
const leave = (page: Page) => page.goto('about:blank', { waitUntil: 'commit' });

const rum = () => journey().operator<RumSummary>('GET', '/__sandbox/rum');

describe('the built site under nginx', () => {
  it('desktop: the main page and a member deep link, no CSP violation; vitals and a thrown error reach the console', async () => {
    const { context, page, violations } = await open(DESKTOP);
    const main = await page.goto('/');
    expect(main?.headers()['content-security-policy']).toBe(contentSecurityPolicy(ENV, { header: true }));
    expect(main?.headers()['cache-control']).toBe('no-cache');
    await submitLogin(await openLoginDialog(page), { memId: 'tester01', memPass: SEEDED_PASSWORD });
    await page.getByRole('banner').getByText('테스터 님').waitFor();

    // a reload on a member page: nginx answers spa.html there, the app opens that page
    const deep = await page.goto('/mypage/charge/list');
    expect(deep?.headers()['content-security-policy']).toBe(contentSecurityPolicy(ENV, { header: true }));
    await page.getByRole('heading', { name: '충전내역', level: 1 }).waitFor();
    // today's list, from the sandbox through nginx's /api
    await page.getByText('이 기간에 충전 신청이 없습니다.').waitFor();
    await shot(page, 'deploy-nginx-desktop', { fullPage: false });
    expect(await violations()).toEqual([]);

    // something in the page breaks: the window's error goes to monitoring with the route's pattern
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown on purpose by deploy.test.ts');
      }),
    );
    await leave(page);
    await expect
      .poll(async () => (await rum()).errors.find((e) => e.message.includes('thrown on purpose')), { timeout: 15_000 })
      .toMatchObject({
        source: 'window',
        route: '/mypage/charge/list',
        layout: 'desktop',
        message: 'Error: thrown on purpose by deploy.test.ts',
      });
    const { routes } = await rum();
    const deepRow = routes.find((r) => r.layout === 'desktop' && r.route === '/mypage/charge/list');
    expect(deepRow?.samples.LCP).toBeGreaterThan(0);
    expect(deepRow?.p75.LCP).toBeGreaterThan(0);
    // the main page's own, sent when the member left it for the deep link
    expect(routes.find((r) => r.layout === 'desktop' && r.route === '/')?.samples.LCP).toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it('phone: the login page and a member deep link, no CSP violation; its vitals reach the console as mobile', async () => {
    const { context, page, violations } = await open(MOBILE);
    await page.goto('/login');
    await submitLogin(page.getByRole('main'), { memId: 'tester01', memPass: SEEDED_PASSWORD });
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByText('1,250,000', { exact: false }).waitFor();
    await page.goto('/chargeMain');
    await page.getByRole('textbox', { name: '충전 금액' }).waitFor();
    await shot(page, 'deploy-nginx-mobile', { fullPage: false });
    expect(await violations()).toEqual([]);
    await page.getByRole('textbox', { name: '충전 금액' }).click();
    await leave(page);
    await expect
      .poll(async () => (await rum()).routes.filter((r) => r.layout === 'mobile' && r.samples.LCP > 0).map((r) => r.route), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining([expect.stringContaining('chargeMain')]));
    await context.close();
  }, 120_000);
});
