// A game window without a vendor: an init script records window.open's calls (address, name,
// features), answers null while popups are blocked, else a fake window the test can close.
import type { Page } from 'playwright-core';

export interface OpenedWindow {
  url: string;
  name: string | undefined;
  features: string;
}

/** The init script (page.addInitScript(stubWindowOpen)): it runs in the page, so it stands alone. */
export function stubWindowOpen(): void {
  const w = window as unknown as Record<string, unknown>;
  const opened: unknown[] = [];
  w['__opened'] = opened;
  w['__blockPopup'] = false;
  w.open = (url?: string | URL, name?: string, features?: string) => {
    opened.push({ url: String(url), name, features });
    if (w['__blockPopup']) return null;
    const fake = {
      closed: false,
      opener: null,
      close() {
        this.closed = true;
      },
    };
    w['__lastPopup'] = fake;
    return fake as unknown as Window;
  };
}

/** The game windows the page has asked for, in order (a blocked one too). */
export const opened = (page: Page): Promise<OpenedWindow[]> =>
  page.evaluate(() => (window as unknown as { __opened: OpenedWindow[] }).__opened);

/** From now on window.open answers null (a blocked popup), or a window again. */
export const blockPopups = (page: Page, block: boolean): Promise<boolean> =>
  page.evaluate((b) => ((window as unknown as Record<string, unknown>)['__blockPopup'] = b), block);

/** The person closes the last game window. */
export const closePopup = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { __lastPopup: { closed: boolean } }).__lastPopup.closed = true;
  });
