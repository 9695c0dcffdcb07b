// Debian's Chromium through playwright-core, with the flags this machine needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromium'), args: FLAGS, headless: true });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  language?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseUrl'), locale: 'ko-KR' });
  if (language) {
    await context.addCookies([{ name: 'winner_lang', value: language, url: inject('baseUrl') }]);
  }
  const page = await context.newPage();
  return { context, page };
}
