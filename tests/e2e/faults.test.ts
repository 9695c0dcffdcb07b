// What a misbehaving server looks like to a person, through the mock's fault scenarios: an HTTP
// 500, an answer that hangs past the client's time-out, a body that is not JSON, a dropped
// connection. On login: the fault's own message in the member's language, everything typed kept,
// and the same login goes through once the fault is cleared. On a member call (the balance poll):
// the header keeps the last figures, says they may be out of date, and recovers by itself.
// Written as flows (README, "The suite's budget"): the Korean login meets every failure in one
// open dialog, the English one (with the dialog's English names) its own; the balance poll meets
// every fault in one logged-in page.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { openClockedPage, quietPopups, readCaptcha, submitLogin, useAuthSuite } from './support/auth';
import { clearScenarios, requestCount, setFault, setScenario, type Fault } from './support/mock';

const browser = useAuthSuite();

/** The client's time-out in the build under test (.env.mock). */
const API_TIMEOUT_MS = Number(
  /^VITE_API_TIMEOUT_MS=(\d+)$/m.exec(fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.mock'), 'utf8'))?.[1],
);
if (!API_TIMEOUT_MS) throw new Error('.env.mock sets no VITE_API_TIMEOUT_MS');

interface Case {
  name: string;
  fault: Fault;
  /** The start of the message the member reads, in Korean and in English. */
  ko: string;
  en: string;
}

const FAULTS: Case[] = [
  {
    name: 'an HTTP 500',
    fault: { status: 500, body: { message: 'Internal Server Error' } },
    ko: '서버에 일시적인 문제가 발생했습니다',
    en: 'The server ran into a temporary problem',
  },
  {
    name: 'an answer that hangs past the time-out',
    fault: { delayMs: API_TIMEOUT_MS + 3_000 },
    ko: '서버 응답이 늦어지고 있습니다',
    en: 'The server is taking too long to answer',
  },
  {
    name: 'a body that is not JSON',
    fault: { body: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
    ko: '요청을 처리하지 못했거나 응답을 확인할 수 없습니다',
    en: 'The request failed or its response could not be read',
  },
  { name: 'a dropped connection', fault: { drop: true }, ko: '서버에 연결할 수 없습니다', en: 'Cannot reach the server' },
];

// Korean for most, English for one (the message follows the member's language): a body that is not JSON.
const EN_FAULT = FAULTS[2]!;
const KO_FAULTS = FAULTS.filter((c) => c !== EN_FAULT);

/**
 * The login's answers that are not about the credentials, each with its own message and the seconds
 * it holds the submit before another try (src/api/retry-wait.ts).
 */
const KINDS: Array<[example: string, message: string, waitSeconds: number]> = [
  ['B0093', '사이트 점검 중입니다. 점검이 끝난 후 이용해 주세요.', 0],
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.', 5],
  ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.', 5],
  ['ABZ01', '부정 행위 또는 비정상적인 이용이 감지되었습니다. 2분 후 다시 시도해 주세요.', 120],
  ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.', 0],
  ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.', 0],
];

/** The login form's words in each language the tests use. */
const WORDS = {
  ko: {
    login: '로그인',
    id: '아이디',
    password: '비밀번호',
    captcha: '자동입력 방지 문자',
    image: '자동입력 방지 문자 이미지',
    nick: '행운의별 님',
  },
  en: { login: 'Log in', id: 'ID', password: 'Password', captcha: 'Security code', image: 'Security code image', nick: '행운의별' },
} as const;

async function openLogin(page: Page, words: (typeof WORDS)[keyof typeof WORDS]): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: words.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.login });
  await dialog.getByLabel(words.id).waitFor();
  return dialog;
}

describe('login meets a failing server', () => {
  // eleven submits and a 4 s time-out in one page: on a loaded machine more than the default 60 s
  it(`in Korean, in one open dialog: B0093, NT99, TE99, ABZ01, E001 and E002 each their own message, what was typed kept; ${KO_FAULTS.map((c) => c.name).join(', ')} each their own message, what was typed kept; a "no member" answer the generic one, the form started again; then ten clicks on login in one task send one request, and the login goes through`, async () => {
    const { page } = await openClockedPage(browser(), DESKTOP);
    const dialog = await openLogin(page, WORDS.ko);

    // Only a failure about the credentials reads "login information is incorrect"; the login's other
    // answers say what they are, and keep what was typed (a credential failure starts again).
    for (const [example, message, waitSeconds] of KINDS) {
      await setScenario('/api/member/login', example, 1);
      await submitLogin(dialog);
      await dialog.getByRole('alert').getByText(message, { exact: true }).waitFor();
      expect(await dialog.getByLabel(WORDS.ko.password).inputValue(), example).toBe('pass1234');
      if (waitSeconds > 0) {
        // the submit counts the wait down, and is back once it has passed
        await dialog.getByRole('button', { name: `${waitSeconds}초 후 다시 로그인할 수 있습니다` }).waitFor();
        await page.clock.fastForward(waitSeconds * 1000);
        await dialog.getByRole('button', { name: '로그인', exact: true }).waitFor();
      }
    }

    // A failing server: the fault's own message, nothing typed lost (the same login can be sent
    // again as it is: the next fault's message shows it was). One axe run for the fault state.
    for (const [index, c] of KO_FAULTS.entries()) {
      await setFault('/api/member/login', c.fault);
      const captcha = await readCaptcha(dialog);
      await submitLogin(dialog, { captcha });
      await dialog
        .getByRole('alert')
        .getByText(c.ko, { exact: false })
        .waitFor({ timeout: API_TIMEOUT_MS + 10_000 });
      expect(await dialog.getByLabel(WORDS.ko.id).inputValue(), c.name).toBe('tester01');
      expect(await dialog.getByLabel(WORDS.ko.password).inputValue(), c.name).toBe('pass1234');
      expect(await dialog.getByRole('textbox', { name: WORDS.ko.captcha, exact: true }).inputValue(), c.name).toBe(captcha);
      if (index === 0) await expectAccessible(page, 'login dialog showing a server fault', { include: ['[role="dialog"]'] });
      await clearScenarios();
      await quietPopups();
    }

    await setScenario('/api/member/login', 'noMember', 1);
    await submitLogin(dialog);
    await dialog.getByRole('alert').getByText('로그인 정보가 올바르지 않습니다. 다시 확인해 주세요.', { exact: true }).waitFor();
    // a credential failure starts the form again: the password is cleared
    expect(await dialog.getByLabel(WORDS.ko.password).inputValue()).toBe('');

    // no double submit: ten clicks on login in one task (the answer 1 s late) send one request, and
    // the login (the fault gone) goes through
    await setFault('/api/member/login', { delayMs: 1_000, times: 1 });
    const captcha = await readCaptcha(dialog);
    await dialog.getByLabel(WORDS.ko.id).fill('tester01');
    await dialog.getByLabel(WORDS.ko.password).fill('pass1234');
    await dialog.getByRole('textbox', { name: WORDS.ko.captcha, exact: true }).fill(captcha);
    const before = await requestCount('/api/member/login');
    await dialog.getByRole('button', { name: '로그인', exact: true }).evaluate((button: HTMLElement) => {
      for (let i = 0; i < 10; i++) button.click();
    });
    await page.getByRole('banner').getByText(WORDS.ko.nick).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect((await requestCount('/api/member/login')) - before).toBe(1);
  }, 120_000);

  it(`in English: the dialog and its controls are named in English; ${EN_FAULT.name} shows its message in English, what was typed kept; the login works once the fault is gone`, async () => {
    const words = WORDS.en;
    const { page } = await openClockedPage(browser(), DESKTOP, 'en');
    const dialog = await openLogin(page, words);
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign up' }).waitFor();
    const image = (await dialog.getByRole('img').first().getAttribute('aria-label')) ?? '';
    expect(image).not.toMatch(/[가-힣]/);

    await setFault('/api/member/login', EN_FAULT.fault);
    const captcha = await readCaptcha(dialog, words.image);
    await dialog.getByLabel(words.id).fill('tester01');
    await dialog.getByLabel(words.password).fill('pass1234');
    await dialog.getByRole('textbox', { name: words.captcha, exact: true }).fill(captcha);
    await dialog.getByRole('button', { name: words.login, exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(EN_FAULT.en, { exact: false })
      .waitFor({ timeout: API_TIMEOUT_MS + 10_000 });
    // nothing typed is lost: the same login can be sent again as it is
    expect(await dialog.getByLabel(words.id).inputValue()).toBe('tester01');
    expect(await dialog.getByLabel(words.password).inputValue()).toBe('pass1234');
    expect(await dialog.getByRole('textbox', { name: words.captcha, exact: true }).inputValue()).toBe(captcha);
    await expectAccessible(page, `login dialog showing ${EN_FAULT.name}, English`, { include: ['[role="dialog"]'] });

    await clearScenarios();
    await dialog.getByRole('button', { name: words.login, exact: true }).click();
    await page.getByRole('banner').getByText(words.nick, { exact: false }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });
});

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
      await target.waitFor({ state, timeout: 1_500 });
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
  }
}

describe('the balance poll meets a failing server', () => {
  const STALE = '잔액 갱신 지연';

  it(`${FAULTS.map((c) => c.name).join(', ')}, one after another: the last figures stay, marked as not up to date, until the server answers again`, async () => {
    const { page } = await openClockedPage(browser(), DESKTOP);
    await submitLogin(await openLogin(page, WORDS.ko));
    const header = page.getByRole('banner');
    await header.getByText('1,250,000원').waitFor();

    // each fault in turn on the same logged-in page: marked stale, then back once it is cleared
    for (const c of FAULTS) {
      await setFault('/api/member/balance', c.fault);
      await pollUntil(page, header.getByRole('status').getByText(STALE));
      expect(await header.getByText('1,250,000원').isVisible(), c.name).toBe(true);

      await clearScenarios();
      await quietPopups();
      await pollUntil(page, header.getByText(STALE), 'detached');
      expect(await header.getByText('1,250,000원').isVisible(), c.name).toBe(true);
    }
  });

  it('mobile: the mark is an icon whose words a screen reader reads', async () => {
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
