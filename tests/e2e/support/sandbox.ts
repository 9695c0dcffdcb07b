// Journeys against the sandbox: a test file gets its own sandbox (PGlite in memory,
// seeded) and its own preview server of the one build proxying /api and /ws to it, so what a member
// does is kept in state. The worker's mock-backed servers (setup/file-servers.ts) are left alone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { members } from '../../../mocks/sandbox/db/schema';
import { auditLedger, move } from '../../../mocks/sandbox/ledger';
import { hashPassword } from '../../../mocks/sandbox/passwords';
import { startSandbox, type Sandbox } from '../../../mocks/sandbox/server';
import { templateBlob } from '../../support/sandbox-templates';
import { quietProxyErrors } from '../setup/quiet-logger';
import { openLoginDialog, submitLogin } from './auth';
import { launch, release, waitForTheApp } from './browser';
import { acceptConfirmation } from './confirm';
import { navigateInApp } from './shell';

/** An amount as the site writes it (1,234,000). */
export const won = (n: number): string => n.toLocaleString('en-US');

/** The header's held money shows `amount`. */
export const headerShows = (page: Page, amount: number): Promise<void> =>
  page.getByRole('banner').getByText(won(amount), { exact: false }).first().waitFor();

/** The password of the sandbox's seeded members. */
export const SEEDED_PASSWORD = 'secret12';

export interface Journey {
  sandbox: Sandbox;
  baseUrl: string;
  browser: Browser;
  /** A fresh context on the sandbox-backed site (closed with the file). */
  open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** A console route of this file's sandbox. */
  operator<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** The console's row of a member (its money among the rest), undefined when there is none. */
  member<T extends { memId: string }>(memId: string): Promise<T | undefined>;
}

/**
 * Desktop: the main page, the header's login dialog filled as a person does (the seeded password
 * unless told), then the header greets the member by `nick`.
 */
export async function signIn(page: Page, memId: string, nick: string, memPass = SEEDED_PASSWORD): Promise<void> {
  await page.goto('/');
  await submitLogin(await openLoginDialog(page), { memId, memPass });
  await page.getByRole('banner').getByText(`${nick} 님`).waitFor();
}

/**
 * Closes the seeded login popups as a person does (they show after each login and stay over the
 * pages a member then opens in the app): they are there once the page after the login has settled.
 */
export async function closeLoginPopups(page: Page): Promise<void> {
  for (const popup of ['출석체크 이벤트', '계좌 문의 안내'])
    await page.getByRole('dialog', { name: popup }).getByRole('button', { name: '닫기', exact: true }).click();
}

/**
 * A member of the journey's own, with `cash` won (through the ledger) and nothing open: the seeded
 * members but tester01 each have a cash request waiting (F001 on a new one). Made once per file.
 */
export async function addMember(sandbox: Sandbox, o: { memId: string; nick: string; cash: number }): Promise<void> {
  await sandbox.database.db.transaction(async (tx) => {
    // once: a retried test finds the member it made the first time, with whatever it did since
    const made = await tx
      .insert(members)
      .values({
        memId: o.memId,
        passHash: hashPassword(SEEDED_PASSWORD),
        nick: o.nick,
        name: '김여정',
        phone: `010-7777-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
        bankName: '국민은행',
        bankAcc: `777000${Date.now() % 100_000_000}`,
        cashOutPass: '1234',
        state: 'normal',
      })
      .onConflictDoNothing()
      .returning({ memId: members.memId });
    if (made.length > 0 && o.cash > 0)
      await move(tx, { memId: o.memId, account: 'cash', amount: o.cash, reason: 'console', txId: `journey:${o.memId}` });
  });
}

/** Resolves once a browser of the member listens to their push topic (a push sent before would be lost). */
export async function pushListening(journey: Journey, memId: string): Promise<void> {
  await expect
    .poll(async () => (await journey.operator<{ listening: number }>('GET', `/__sandbox/push/listening?memId=${memId}`)).listening, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

/**
 * Goes to `address` as a link in the app does: inside the running app (no reload, no second boot),
 * or loaded when the page has no app yet (a new tab).
 */
export async function go(page: Page, address: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(address);
  else await navigateInApp(page, address);
}

/** Desktop deposit page: the amount typed as a person does, the depositor, the confirmation accepted. */
export async function requestDeposit(page: Page, amount: number, name: string): Promise<void> {
  await go(page, '/moneyMain/charge');
  await page.getByRole('heading', { name: '충전 안내' }).waitFor({ timeout: 60_000 });
  await typeDeposit(page, amount, name);
  await page.getByRole('button', { name: '충전 신청' }).click();
  await acceptConfirmation(page);
}

/** Types a deposit's amount (as a person does) and depositor on the open deposit page. */
export async function typeDeposit(page: Page, amount: number, name: string): Promise<void> {
  const box = page.getByRole('textbox', { name: '충전 금액' });
  await box.fill('');
  await box.pressSequentially(String(amount));
  await page.getByRole('textbox', { name: '입금자명' }).fill(name);
}

/** Starts the file's sandbox and site before its tests; after them the ledger must equal the balances. */
export function useSandboxJourney(): () => Journey {
  let journey: Journey | undefined;
  let server: PreviewServer | undefined;
  const violations: string[] = [];

  beforeAll(async () => {
    const templates = inject('sandboxTemplates');
    const sandbox = await startSandbox({
      port: 0,
      dir: 'memory',
      template: templates ? await templateBlob(templates.seeded) : undefined,
      quiet: true,
      onViolation: (id, c) => violations.push(`${id}: ${c.join('; ')}`),
    });
    const before = process.env.MOCK_URL;
    process.env.MOCK_URL = sandbox.url; // read by vite.config.ts's proxy when the preview server starts
    try {
      server = await preview({
        mode: 'mock',
        build: { outDir: inject('distDir') },
        preview: { port: 0, strictPort: false },
        customLogger: quietProxyErrors(),
      });
    } finally {
      process.env.MOCK_URL = before;
    }
    const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!baseUrl) throw new Error('preview server has no address');
    const browser = await launch();
    journey = {
      sandbox,
      baseUrl,
      browser,
      async open(viewport) {
        const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'ko-KR', reducedMotion: 'reduce' });
        const page = await context.newPage();
        waitForTheApp(page);
        return { context, page };
      },
      async operator(method, path, body) {
        const res = await fetch(`${sandbox.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        });
        const text = await res.text();
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
        return JSON.parse(text) as never;
      },
      async member<T extends { memId: string }>(memId: string) {
        const { rows } = await this.operator<{ rows: T[] }>('GET', `/__sandbox/members?q=${memId}`);
        return rows.find((r) => r.memId === memId);
      },
    };
  }, 180_000);

  afterAll(async () => {
    if (!journey) return;
    const mismatches = await auditLedger(journey.sandbox.database.db);
    await release(journey.browser);
    await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()) ?? resolve());
    await journey.sandbox.close();
    expect(mismatches, 'the ledger equals the balances').toEqual([]);
    expect(violations, 'every answer fits the contract').toEqual([]);
  });

  return () => {
    if (!journey) throw new Error('the sandbox journey has not started (useSandboxJourney in the file, tests inside it)');
    return journey;
  };
}

/**
 * The operator console's page at one panel (`#sports`, `#minigames`…), in English: the journeys read
 * its English words (it speaks Korean on a first visit; its language is kept in its own storage).
 */
export async function openConsole(context: BrowserContext, journey: Journey, panel: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('sandbox-console-language', 'en'));
  await page.goto(`${journey.sandbox.url}/__sandbox/#${panel}`, { timeout: 60_000 });
  return page;
}
