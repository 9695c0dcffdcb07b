// The console page: served at /__sandbox/ by the sandbox itself, built from
// mocks/sandbox/console/page/ on first request; driven here in Chromium against the core routes
// (health, clock, members, ledger, rum). The routes other parts own are answered here by the
// browser's route interception with the agreed shapes, so the page's handling of a missing route
// (404) and of a refused transition (409 with its code) is checked whichever of them exist yet.
// Two pages, each walked through its panels as an operator does: a phone's first visit (Korean, then
// Vietnamese and English, remembered), and the desktop through every panel, each checked with axe in
// the state the walk leaves it (the Sports and Mini games panels with the sandbox's own fixtures and
// rounds: tests/e2e/sandbox-sports-journey.test.ts and sandbox-minigames-journey.test.ts). Serving the
// page (its script, a rebuild when its files are gone, nothing outside the assets) is asserted without
// a browser in tests/sandbox/console-page.test.ts; the routes' rules in the other tests/sandbox files
// (the RUM figures: rum.test.ts, the local guard: console-guard.test.ts). E2E_SHOTS=<dir> writes the
// screenshots (support/shots.ts).
import { type Browser, type Page, type Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityFailures } from './support/axe';
import { DESKTOP, launch, MOBILE, release } from './support/browser';
import { shot, SHOTS } from './support/shots';
import { openTestSandbox, type TestSandbox } from '../sandbox/support/sandbox';

interface Health {
  now: string;
  clockOffsetMs: number;
  ledgerMismatches: number;
}

let s: TestSandbox;
let browser: Browser;

beforeAll(async () => {
  s = await openTestSandbox();
  // the first request builds the page when its sources changed (a few seconds); later ones serve it
  const first = await fetch(`${s.url}/__sandbox/`);
  expect(first.status).toBe(200);
  // the worker's browser (the e2e project's: one per worker), not one of its own
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await release(browser);
  expect(s.violations).toEqual([]);
  expect(await s.audit()).toEqual([]);
  await s.close();
});

const pageErrors = new WeakMap<Page, string[]>();

/** The page in `lang` (chosen before in this browser), or as a first visit sees it when null (Korean). */
async function open(viewport: { width: number; height: number }, lang: 'en' | null): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (lang) await context.addInitScript((l) => localStorage.setItem('sandbox-console-language', l), lang);
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${s.url}/__sandbox/`);
  return page;
}

/** The page ran without an uncaught error; its context is closed. */
async function done(page: Page): Promise<void> {
  expect(pageErrors.get(page)).toEqual([]);
  await page.context().close();
}

const at = (pathname: string) => (url: URL) => url.pathname === pathname;

const health = async (): Promise<Health> => (await s.operator<Health>('GET', '/__sandbox/health')).body;

const inquiry = (content: string) => ({
  idx: 5,
  boardType: 'qna',
  memId: 'tester01',
  title: 'Deposit not shown',
  content,
  inquiryType: 'bank',
  answer: null,
  answeredAt: null,
  createdAt: '2026-03-01 10:00:00',
});

describe('the console page in the browser', () => {
  it('a phone: speaks Korean on a first visit like the site, switches to Vietnamese and English, remembered after a reload; the clock panel reachable', async () => {
    await s.operator('POST', '/__sandbox/clock', {});
    const page = await open(MOBILE, null);
    await expect.poll(() => page.getByRole('tab', { name: '개요' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    await expect.poll(() => page.getByTestId('health-mismatches').textContent()).toMatch(/^0/);
    await shot(page, 'console-overview-390-ko');
    await page.getByRole('tab', { name: '시계' }).click();
    await expect.poll(() => page.getByTestId('clock-offset').textContent()).toBe('실제 시각');
    await expect.poll(() => page.getByRole('button', { name: '시계 설정' }).isEnabled()).toBe(true);
    await shot(page, 'console-clock-390-ko');
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Đồng hồ' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await expect.poll(() => page.getByTestId('clock-offset').textContent()).toBe('giờ thực');
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Overview' }).count()).toBe(1);
    // the choice is remembered
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Overview' }).count()).toBe(1);
    await done(page);
  });

  it('the desktop, every panel in turn (each passing axe): health; the clock moved and back; members; the agreed bodies; sanitised inquiry HTML; cash rows and a 409; a missing route (404); real users', async () => {
    const page = await open(DESKTOP, 'en');
    const problems: string[] = [];
    /** axe (WCAG A/AA, best practices) on the panel as shown: every control has an accessible name. */
    const axe = async (panel: string) => {
      // its reads answered (a Refresh button is disabled while its read runs)
      await expect.poll(() => page.getByRole('button', { name: 'Refresh', disabled: true }).count()).toBe(0);
      const failure = await accessibilityFailures(page, panel);
      if (failure) problems.push(failure);
    };
    const tab = (name: string) => page.getByRole('tab', { name, exact: true }).click();

    // Overview: the health panel
    await expect.poll(() => page.getByTestId('health-mismatches').textContent()).toMatch(/^0/);
    expect(await page.getByTestId('health-database').textContent()).toMatch(/\S/);
    await axe('Overview');
    await shot(page, 'console-overview-1440');

    // Clock: advance by 2 hours, set a Seoul date-time, back to real time
    await tab('Clock');
    await expect.poll(() => page.getByTestId('clock-offset').textContent()).toBe('real time');
    await page.getByLabel('How many', { exact: true }).fill('2');
    await page.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'hours' }).click();
    await page.getByRole('button', { name: 'Advance', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/The clock is now \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    const advanced = await health();
    expect(advanced.clockOffsetMs).toBeGreaterThanOrEqual(2 * 3_600_000 - 5_000);
    expect(advanced.clockOffsetMs).toBeLessThanOrEqual(2 * 3_600_000 + 5_000);
    expect(await page.getByTestId('clock-offset').textContent()).toMatch(/^\+2 h/);
    // yesterday 23:45 in Seoul is 14:45 UTC that day (back in time: a jump ahead would have the
    // sandbox draw every round in between before it answers)
    const day = new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date and time (Seoul)', { exact: true }).fill(`${day}T23:45`);
    await page.getByRole('button', { name: 'Set the clock' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(new RegExp(`The clock is now ${day} 23:45:0\\d`));
    const set = await health();
    expect(Math.abs(Date.parse(set.now) - Date.parse(`${day}T14:45:00Z`))).toBeLessThan(10_000);
    await expect.poll(() => page.getByTestId('clock-now').textContent()).toMatch(new RegExp(`^${day} 23:4[5-6]`));
    await axe('Clock');
    await shot(page, 'console-clock-1440');
    await page.getByRole('button', { name: 'Back to real time' }).click();
    await expect.poll(() => page.getByTestId('clock-offset').textContent()).toBe('real time');
    expect((await health()).clockOffsetMs).toBe(0);

    // Members: one selected in the list opens in view, its heading focused, not below the fold
    await tab('Members');
    const list = page.getByRole('table', { name: 'Members' });
    await expect.poll(() => list.getByRole('row').count()).toBeGreaterThan(10);
    const last = list.getByRole('button', { name: /^Select / }).last(); // the one whose detail opens furthest down
    const memId = ((await last.getAttribute('aria-label')) ?? '').replace('Select ', '');
    await last.click();
    const heading = page.getByRole('heading', { name: `Member: ${memId}` });
    await expect.poll(() => heading.evaluate((h) => document.activeElement === h)).toBe(true);
    await expect
      .poll(() =>
        heading.evaluate((h) => ({
          top: h.getBoundingClientRect().top >= 0,
          inside: h.getBoundingClientRect().bottom <= window.innerHeight,
        })),
      )
      .toEqual({ top: true, inside: true });
    await shot(page, 'console-member-detail-1440', { fullPage: false });
    // opened by ID: the member's ledger from the ledger route, money thousands-separated
    await page.getByLabel('Member ID').last().fill('tester01');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Ledger rows' }).textContent()).toContain('1,250,000');
    await shot(page, 'console-members-1440');

    // The agreed bodies: adjust, state, message to everyone, post, answer, maintenance, a setting
    const sent: { path: string; body: unknown }[] = [];
    const answer = (json: unknown) => (route: Route) => {
      const req = route.request();
      sent.push({ path: new URL(req.url()).pathname, body: req.postDataJSON() });
      return route.fulfill({ json });
    };
    await page.route(
      at('/__sandbox/members/tester01/adjust'),
      answer({ ledger: { id: 99, balanceAfter: 1_240_000 }, cash: 1_240_000, points: 35_000 }),
    );
    await page.route(at('/__sandbox/members/tester01/state'), answer({ memId: 'tester01', state: 'suspended' }));
    await page.route(at('/__sandbox/messages'), answer({ sent: 2 }));
    await page.route(at('/__sandbox/posts'), answer({ idx: 12 }));
    // the inquiry's HTML: its markup shown, its script and handlers gone
    const html = '<p>I sent <strong>50,000</strong> won</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';
    await page.route(at('/__sandbox/inquiries'), (route) => route.fulfill({ json: { rows: [inquiry(html)] } }));
    await page.route(at('/__sandbox/inquiries/5/answer'), answer({ idx: 5 }));
    await page.route(at('/__sandbox/settings'), (route) =>
      route.fulfill({ json: { coinRate: 1400, maintenance: { startDate: null, endDate: null } } }),
    );
    await page.route(at('/__sandbox/maintenance'), answer({ ok: true }));
    await page.route(at('/__sandbox/settings/coinRate'), answer({ ok: true }));
    // the list and the ledger read again after a change: tester01 alone, one row (the seeded ones were
    // read above)
    const member = {
      memId: 'tester01',
      nick: 'tester',
      name: 'Kim',
      state: 'normal',
      partnerType: null,
      parentId: 'partner01',
      level: 1,
      cash: 1_250_000,
      points: 35_000,
      gameMoney: 0,
      joinedAt: '2026-01-01 09:00:00',
    };
    await page.route(at('/__sandbox/members'), (route) => route.fulfill({ json: { rows: [member] } }));
    const entry = {
      id: 98,
      account: 'cash',
      amount: 1_250_000,
      balanceAfter: 1_250_000,
      reason: 'seed',
      note: null,
      createdAt: '2026-01-01 09:00:00',
    };
    await page.route(at('/__sandbox/ledger'), (route) => route.fulfill({ json: { rows: [entry], mismatches: [] } }));

    await page.getByLabel('Amount (+ adds, − takes)').fill('-10000');
    await page.getByLabel('Note', { exact: true }).fill('goodwill back');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('#99 → 1,240,000');
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('suspended');
    await axe('Members');

    await tab('Messages');
    await page.getByRole('radio', { name: 'Every normal member' }).check();
    await page.getByLabel('Title', { exact: false }).fill('Hello');
    await page.getByRole('textbox', { name: 'Content' }).fill('Welcome to the sandbox');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Sent');
    await axe('Messages');

    await tab('Posts');
    await page.getByRole('combobox', { name: 'Board' }).click();
    await page.getByRole('option', { name: 'Event' }).click();
    await page.getByRole('checkbox', { name: 'Pinned' }).check();
    await page.getByLabel('Title', { exact: false }).fill('Weekend bonus');
    await page.getByRole('textbox', { name: 'Content' }).fill('20% on Saturday');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('#12');
    await axe('Posts');

    await tab('Inquiries');
    const shown = page.getByTestId('inquiry-content-5');
    await expect.poll(() => shown.textContent()).toBe('I sent 50,000 won');
    expect(await shown.locator('strong').textContent()).toBe('50,000');
    expect(await shown.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await axe('Inquiries');
    await page.getByRole('textbox', { name: 'Answer #5' }).fill('Found it, credited.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('#5');

    await tab('Site');
    await axe('Site');
    await page.getByLabel('Start', { exact: true }).fill('2026-03-02T02:00');
    await page.getByLabel('End', { exact: true }).fill('2026-03-02T04:30');
    await page.getByLabel('Message', { exact: true }).fill('Server work');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('2026-03-02 02:00:00');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => sent.filter((x) => x.path === '/__sandbox/maintenance').length).toBe(2);
    await page.getByRole('combobox', { name: 'Setting' }).click();
    await page.getByRole('option', { name: 'coinRate' }).click();
    await page.getByRole('textbox', { name: 'Value (JSON)' }).fill('{ nope');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(/^Not valid JSON/).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Value (JSON)' }).fill('1500');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => sent.length).toBe(8);
    await shot(page, 'console-site-1440');
    expect(sent).toEqual([
      { path: '/__sandbox/members/tester01/adjust', body: { account: 'cash', amount: -10_000, note: 'goodwill back' } },
      { path: '/__sandbox/members/tester01/state', body: { state: 'suspended' } },
      { path: '/__sandbox/messages', body: { memId: '*', title: 'Hello', content: 'Welcome to the sandbox' } },
      { path: '/__sandbox/posts', body: { boardType: 'event', title: 'Weekend bonus', content: '20% on Saturday', pinned: true } },
      { path: '/__sandbox/inquiries/5/answer', body: { answer: 'Found it, credited.' } },
      {
        path: '/__sandbox/maintenance',
        body: { startDate: '2026-03-02 02:00:00', endDate: '2026-03-02 04:30:00', message: 'Server work' },
      },
      { path: '/__sandbox/maintenance', body: { startDate: null, endDate: null, message: null } },
      { path: '/__sandbox/settings/coinRate', body: { value: 1500 } },
    ]);

    // Cash requests: only what a row's status allows, a USDT TXID, the actions in view; a 409 shows its code
    const base = {
      memId: 'tester01',
      payType: 'bank',
      bonusAmt: 0,
      appliedAt: '2026-03-01 12:00:00',
      waitAt: null,
      processedAt: null,
      depositName: null,
      coinAmount: null,
      coinRate: null,
      walletAddress: null,
      network: null,
      txHash: null,
      rejectReason: null,
    };
    const txid = 'f'.repeat(24) + '0123456789abcdef'.repeat(2) + '9'.repeat(8);
    const rows = [
      { ...base, idx: 9, direction: 'in', amount: 50_000, status: '0' },
      {
        ...base,
        idx: 8,
        direction: 'in',
        payType: 'coin',
        amount: 700_000,
        status: '2',
        coinAmount: 500,
        coinRate: 1400,
        network: 'TRC20',
        walletAddress: 'TQ5NpmbZJZsV3bq3DCMxM5xL9dRZqkD1pW',
        txHash: txid,
      },
      { ...base, idx: 7, direction: 'out', amount: 1_500_000, status: '1', processedAt: '2026-03-01 12:05:00' },
      {
        ...base,
        idx: 6,
        direction: 'out',
        amount: 30_000,
        status: '-1',
        processedAt: '2026-03-01 12:05:00',
        rejectReason: '계좌 정보 불일치',
      },
    ];
    await page.route(at('/__sandbox/cash'), (route) => route.fulfill({ json: { rows } }));
    // another tab approved #8 meanwhile: the machine refuses
    await page.route(at('/__sandbox/cash/8/approve'), (route) =>
      route.fulfill({ status: 409, json: { message: 'a processed request cannot be changed', code: 'C503' } }),
    );
    await tab('Cash requests');
    const table = page.getByRole('table', { name: 'Cash requests' });
    await expect.poll(() => table.textContent()).toContain('1,500,000');
    const enabled = async (idx: number) =>
      Promise.all(['Wait', 'Approve', 'Reject'].map((verb) => page.getByRole('button', { name: `${verb} #${idx}` }).isEnabled()));
    expect(await enabled(9)).toEqual([true, false, false]);
    expect(await enabled(8)).toEqual([false, true, true]);
    expect(await enabled(7)).toEqual([false, false, false]);
    expect(await enabled(6)).toEqual([false, false, false]);
    const row8 = table.locator('tr', { has: page.getByRole('button', { name: 'Approve #8' }) });
    expect(await row8.textContent()).toContain(`TXID: ${txid}`);
    // a rejected request says why
    const row6 = table.locator('tr', { has: page.getByRole('button', { name: 'Reject #6' }) });
    expect(await row6.textContent()).toContain('Reason: 계좌 정보 불일치');
    // every row's actions inside the window at 1440 px, however long the wallet and the TXID
    for (const idx of [9, 8, 7, 6]) {
      const box = await page.getByRole('button', { name: `Reject #${idx}` }).boundingBox();
      expect(box && box.x + box.width <= DESKTOP.width).toBe(true);
    }
    await page.getByRole('button', { name: 'Approve #8' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Refused (HTTP 409, C503): a processed request cannot be changed');
    await axe('Cash requests');
    await shot(page, 'console-cash-1440');
    if (SHOTS) {
      await page.setViewportSize(MOBILE);
      await shot(page, 'console-cash-390');
      await page.setViewportSize(DESKTOP);
    }

    // a route the sandbox does not have yet (404) is a clear warning in its panel, not a crash; the
    // other panels still work (a later route wins over the inquiries answered above)
    await page.route(at('/__sandbox/inquiries'), (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'sandbox console: nothing at GET /__sandbox/inquiries' }),
    );
    await tab('Inquiries');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This sandbox does not have this route yet (HTTP 404). /__sandbox/inquiries');
    await tab('Overview');
    await expect.poll(() => page.getByTestId('health-mismatches').textContent()).toMatch(/^0/);

    for (const panel of ['Games', 'Partners']) {
      await tab(panel);
      await axe(panel);
    }

    // Real users: p75 LCP / INP / CLS per layout and route from the site's beacons, and the latest errors
    await s.operator('POST', '/__sandbox/rum/clear');
    const vital = (name: string, value: number) => ({
      kind: 'vital',
      name,
      value,
      rating: 'good',
      route: '/board/read/:boardIdx',
      layout: 'mobile',
    });
    const events = [
      ...[1200, 2600, 5200, 900].map((v) => vital('LCP', v)),
      vital('INP', 320),
      vital('CLS', 0.04),
      { kind: 'error', source: 'route', message: 'TypeError: x is undefined', stack: '', route: '/mypage/info', layout: 'desktop' },
    ];
    expect((await fetch(`${s.url}/__sandbox/rum`, { method: 'POST', body: JSON.stringify({ events }) })).status).toBe(204);
    await tab('Real users');
    const vitals = page.getByRole('table', { name: 'Core Web Vitals per page (p75)' });
    const row = vitals.getByRole('row', { name: /\/board\/read\/:boardIdx/ });
    await expect.poll(() => row.textContent()).toBe('mobile/board/read/:boardIdx2,600 ms320 ms0.0404 / 1 / 1');
    const errors = page.getByRole('table', { name: 'Latest errors' });
    await expect.poll(() => errors.textContent()).toContain('screen error (boundary)/mypage/info (desktop)TypeError: x is undefined');
    await axe('Real users');
    await shot(page, 'console-real-users');

    expect(problems.join('\n')).toBe('');
    await done(page);
  }, 120_000);
});
