// What a misbehaving server looks like to a person in Chromium, through the mock's fault scenarios,
// where only the built app shows it: an answer that hangs past the build's own time-out (4 s,
// .env.mock) and a dropped connection through the preview server's proxy. On login: the time-out's
// own message, everything typed kept; then ten clicks on login in one task send one request and the
// login goes through. On a member call (the balance poll, in the same page): the header keeps the
// last figures, says they may be out of date, and recovers by itself; on the phone the mark is an
// icon whose words a screen reader reads. An HTTP 500, a body that is not JSON and a dropped
// connection on login, each its own message with everything typed kept, and the login's other
// answers (B0093, NT99, TE99, ABZ01, E001, E002), a "no member" answer starting the form again and
// the login in English: the screen tier (tests/screen/auth.test.tsx); each fault on the balance call
// keeping the figures and marking them: tests/screen/balance-faults.test.tsx; which failure reads
// which message: tests/unit/auth/login-failure.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { openClockedPage, quietPopups, readCaptcha, submitLogin, useAuthSuite } from './support/auth';
import { clearRequests, clearScenarios, expectSentOnce, setFault, type Fault } from './support/mock';

const browser = useAuthSuite();

/** The client's time-out in the build under test (.env.mock). */
const API_TIMEOUT_MS = Number(
  /^VITE_API_TIMEOUT_MS=(\d+)$/m.exec(fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.mock'), 'utf8'))?.[1],
);
if (!API_TIMEOUT_MS) throw new Error('.env.mock sets no VITE_API_TIMEOUT_MS');

interface Case {
  name: string;
  fault: Fault;
  /** The start of the message the member reads. */
  message: string;
}

const FAULTS: Case[] = [
  {
    name: 'an answer that hangs past the time-out',
    fault: { delayMs: API_TIMEOUT_MS + 3_000 },
    message: '서버 응답이 늦어지고 있습니다',
  },
  { name: 'a dropped connection', fault: { drop: true }, message: '서버에 연결할 수 없습니다' },
];

/** The login form's words. */
const WORDS = { login: '로그인', id: '아이디', password: '비밀번호', captcha: '자동입력 방지 문자', nick: '행운의별 님' } as const;
const STALE = '잔액 갱신 지연';

async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: WORDS.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: WORDS.login });
  await dialog.getByLabel(WORDS.id).waitFor();
  return dialog;
}

/**
 * Moves the page's clock on by one balance-poll period at a time (the poll runs on the page's
 * timers) until `target` is in the wanted state; a poll still waiting for its answer is not sent
 * twice (the query dedupes it), so a hanging call simply takes its time-out.
 */
async function pollUntil(page: Page, target: Locator, state: 'visible' | 'detached' = 'visible'): Promise<void> {
  const end = Date.now() + 2 * API_TIMEOUT_MS + 20_000;
  for (;;) {
    await page.clock.fastForward(5_000);
    try {
      await target.waitFor({ state, timeout: 750 });
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
  }
}

describe('a failing server', () => {
  // two faults on login (one a 4 s time-out), two on the poll: on a loaded machine more than the default 60 s
  it(`the login meets ${FAULTS.map((c) => c.name).join(', ')}: each its own message, what was typed kept; ten clicks on login send one request; then the balance poll meets each in turn: the last figures stay, marked as not up to date, until the server answers again`, async () => {
    const { page } = await openClockedPage(browser(), DESKTOP);
    const dialog = await openLogin(page);

    // the fault's own message, nothing typed lost; one axe run for the fault state
    for (const [index, c] of FAULTS.entries()) {
      await setFault('/api/member/login', c.fault);
      const captcha = await readCaptcha(dialog);
      await submitLogin(dialog, { captcha });
      await dialog
        .getByRole('alert')
        .getByText(c.message, { exact: false })
        .waitFor({ timeout: API_TIMEOUT_MS + 10_000 });
      expect(await dialog.getByLabel(WORDS.id).inputValue(), c.name).toBe('tester01');
      expect(await dialog.getByLabel(WORDS.password).inputValue(), c.name).toBe('pass1234');
      expect(await dialog.getByRole('textbox', { name: WORDS.captcha, exact: true }).inputValue(), c.name).toBe(captcha);
      if (index === 0) await expectAccessible(page, 'login dialog showing a server fault', { include: ['[role="dialog"]'] });
      await clearScenarios();
      await quietPopups();
    }

    // no double submit: ten clicks on login in one task (the answer 1 s late) send one request, and
    // the login (the fault gone) goes through, as typed
    await setFault('/api/member/login', { delayMs: 1_000, times: 1 });
    await clearRequests();
    await dialog.getByRole('button', { name: WORDS.login, exact: true }).evaluate((button: HTMLElement) => {
      for (let i = 0; i < 10; i++) button.click();
    });
    const header = page.getByRole('banner');
    await header.getByText(WORDS.nick).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await expectSentOnce('/api/member/login');

    // the balance poll: each fault in turn on the same page, marked stale, then back once it is cleared
    await header.getByText('1,250,000원').waitFor();
    for (const c of FAULTS) {
      await setFault('/api/member/balance', c.fault);
      await pollUntil(page, header.getByRole('status').getByText(STALE));
      expect(await header.getByText('1,250,000원').isVisible(), c.name).toBe(true);

      await clearScenarios();
      await quietPopups();
      await pollUntil(page, header.getByText(STALE), 'detached');
      expect(await header.getByText('1,250,000원').isVisible(), c.name).toBe(true);
    }
  }, 120_000);

  it('mobile: the stale balance mark is an icon whose words a screen reader reads', async () => {
    const { page } = await openClockedPage(browser(), MOBILE);
    await page.goto('/login');
    await submitLogin(page.getByRole('main'));
    const header = page.getByRole('banner');
    await header.getByText('1,250,000원').waitFor();
    await setFault('/api/member/balance', { status: 503 });
    await pollUntil(page, header.getByRole('status').filter({ hasText: STALE }));
    await expectAccessible(page, 'mobile header with a stale balance');
  });
});
