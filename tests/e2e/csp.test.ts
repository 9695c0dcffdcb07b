// The production build under its Content-Security-Policy (docs/csp.md): a guest, a member on a
// member screen and a mobile member use the site with no violation; an injected inline script is
// refused (the policy is really on), and so is a frame from an origin that is not a game vendor's.
// Written as flows (README, "The suite's budget"): one desktop page, one phone page.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './support/browser';
import { loginDesktop, openClockedPage, openLoginDialog, submitLogin, useAuthSuite } from './support/auth';

const browser = useAuthSuite();

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return (page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('Content-Security-Policy', () => {
  it('is in the built page; a guest, then a member on a member screen (desktop): no violation; an injected inline script is refused, and so is a frame from an origin that is not a game vendor', async () => {
    const { context, page } = await openClockedPage(browser(), DESKTOP);
    const violations = await watchViolations(context);
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openLoginDialog(page);
    await page.keyboard.press('Escape');
    await loginDesktop(page);
    await page.getByRole('link', { name: '회원정보 수정' }).first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations(page)).toEqual([]);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(async () => (await violations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);

    // frames: only the game vendors' origins of the build (the mock's), not any https site
    expect(policy).toContain('frame-src https://games.example.test https://video.example.test;');
    expect(policy).not.toMatch(/frame-src[^;]*https:(;| )/);
    await page.evaluate(() => {
      for (const src of ['https://evil.example.test/phish', 'https://games.example.test/launch?token=abc']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
    });
    await expect
      .poll(async () => (await violations(page)).filter((v) => v.startsWith('frame-src')))
      .toEqual([expect.stringMatching(/^frame-src https:\/\/evil\.example\.test/)]);
  });

  it('a mobile member: no violation', async () => {
    const { context, page } = await openClockedPage(browser(), MOBILE);
    const violations = await watchViolations(context);
    await page.goto('/login');
    await submitLogin(page.getByRole('main'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByText('1,250,000원').waitFor();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
