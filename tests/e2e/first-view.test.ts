// The first view (docs/first-view.md): the build prerenders the guest main page for both layouts
// into index.html; the browser paints it before any script, the app hydrates it in place (the same
// elements, no errors) and the data arrives after. Other addresses, members and other languages
// get the page without it (spa.html, or a fresh render). One page per layout: the desktop's carries on
// to a member, the phone's to another address and another language.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { baseUrl } from './support/servers';
import { MEMBER_TOKEN, useShellSuite } from './support/shell';

const open = useShellSuite();

/** Holds the app's code until `release()`: what the browser shows before any script has run. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The guest main page at `viewport`: the hero painted before any script, hydrated in place (the same
 * element), filled with data, working (the header's login opens the login: a dialog on the desktop, a
 * page on the phone). Returns the page, for what the test goes on to load in it.
 */
async function hydratesInPlace(layout: 'desktop' | 'mobile', viewport: typeof DESKTOP | typeof MOBILE) {
  await setScenario('/api/etc/popupList', 'empty');
  const opened = await open(viewport);
  const { page, problems } = opened;
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByRole('region', { name: '첫충 보너스' });
  await hero.getByRole('link', { name: '충전하기' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'WINNER' }).waitFor();
  // only this width's layout is visible; the data slots hold their room
  expect(await page.locator(`#root > [data-layout="${layout}"]`).isVisible()).toBe(true);
  expect(await page.locator(`#root > [data-layout="${layout === 'desktop' ? 'mobile' : 'desktop'}"]`).isVisible()).toBe(false);
  expect(await page.getByRole('region', { name: '슬롯 잭팟' }).getByText('1,284,500,000원').count()).toBe(0);
  // mark the prerendered hero: hydration keeps the element, a fresh render would replace it
  await hero.evaluate((element) => element.setAttribute('data-test-prerendered', 'kept'));
  release();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.getByRole('region', { name: '슬롯 잭팟' }).getByText('1,284,500,000원').waitFor();
  expect(await hero.getAttribute('data-test-prerendered')).toBe('kept');
  expect(await page.locator('#root > [data-layout]').count()).toBe(1);
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  if (layout === 'desktop') await page.getByRole('dialog', { name: '로그인' }).waitFor();
  else await page.waitForURL('**/login');
  expect(problems).toEqual([]);
  return opened;
}

describe('the prerendered main page', () => {
  it('desktop: shows the hero before any script, then is hydrated in place and fills with data; a member then gets a fresh render of their own page (no guest left)', async () => {
    const { context, page, problems } = await hydratesInPlace('desktop', DESKTOP);
    await context.addCookies([{ name: 'winner_auth_token', value: `${MEMBER_TOKEN}-first-view`, url: baseUrl() }]);
    await page.goto('/');
    await page.getByRole('banner').getByText('행운의별 님').waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('mobile: shows the hero before any script, then is hydrated in place and fills with data; another address is served without it (spa.html); another language gets a fresh render (no Korean left)', async () => {
    const { context, page, problems } = await hydratesInPlace('mobile', MOBILE);
    const html = async (path: string) => (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(await html('/')).toContain('data-layout="mobile"');
    for (const path of ['/login', '/sport/livebetting', '/mypage/charge/list']) expect(await html(path)).not.toContain('data-layout');
    // no main page flashes before the screen
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(await page.locator('#root > *').count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();

    await context.addCookies([{ name: 'winner_lang', value: 'en', url: baseUrl() }]);
    await page.goto('/');
    await page.getByRole('region', { name: 'First-deposit bonus' }).waitFor();
    expect(await page.getByText('첫충 보너스').count()).toBe(0);
    expect(await page.locator('#root > [data-layout]').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
