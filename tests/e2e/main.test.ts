// The main page loads through the real client: requests encrypted on the wire, answers decrypted
// and shown; an error code reaches the member as its own message; the language survives a reload.
// Written as flows (README, "The suite's budget"): the desktop page carries on to the language
// switch; the mobile page (in English) meets the failed call and shows its one column.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, launch, MOBILE, openPage, release } from './support/browser';
import { clearRequests, clearScenarios, requestsTo, setScenario } from './support/mock';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await release(browser);
});
afterEach(async () => {
  await clearScenarios();
});

describe('main page against the mock', () => {
  it('shows data from the contract at 1440x900, sent encrypted with siteId and the site key; switches language, keeps it in winner_lang and across a reload', async () => {
    await clearRequests();
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'WINNER' }).waitFor();
    const notices = page.getByRole('region', { name: '공지사항' });
    await notices.getByText('11월 정기 점검 안내').waitFor();
    await page.getByRole('region', { name: '슬롯 잭팟' }).getByText('1,284,500,000원').waitFor();
    await page.getByRole('region', { name: '실시간 충전 · 환전 현황' }).getByText('ab*** 님 충전').waitFor();
    expect(await page.title()).toBe('WINNER');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');

    const [sent] = await requestsTo('/api/main/nt/list');
    expect(sent).toBeDefined();
    expect(sent!.headers['content-type']).toMatch(/^text\/plain/);
    expect(sent!.raw).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(sent!.raw).not.toContain('siteId');
    expect(sent!.body).toEqual({ siteId: 'winner' });
    expect(sent!.headers['authorization']).toBe('Bearer mock-api-key');

    // the language: switched in the page, kept in the cookie and across a reload
    await page.getByRole('combobox', { name: '언어' }).selectOption('vi'); // a native select (LanguageSwitcher)
    await page.getByRole('region', { name: 'Thông báo' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'winner_lang')?.value).toBe('vi');
    await page.reload();
    await page.getByRole('region', { name: 'Thông báo' }).waitFor();
    await page.getByRole('region', { name: 'Jackpot slot' }).getByText('1.284.500.000 ₩').waitFor();
    await expectAccessible(page, 'main page in Vietnamese, desktop');
    await context.close();
  });

  it("at 390x844 (mobile width), in English: a failed call's own message (E002) in the member's language, recovered on retry; every block in one column", async () => {
    await setScenario('/api/main/nt/list', 'E002', 1);
    const { context, page } = await openPage(browser, MOBILE, 'en');
    await page.goto('/');
    const notices = page.getByRole('region', { name: 'Notices' });
    await notices.getByRole('alert').filter({ hasText: /later/i }).waitFor();
    await expectAccessible(page, 'main page with a failed block, English, mobile');
    await notices.getByRole('button', { name: 'Try again' }).click();
    await notices.getByText('11월 정기 점검 안내').waitFor();
    await notices.getByText('첫충 20% 이벤트').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
