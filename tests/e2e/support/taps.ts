// Taps that race, as an impatient person's do.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { requestsTo, type LoggedRequest } from './mock';

/**
 * Three taps in one go on `dialog`'s `button`: the first sends, the button is off while it is on its
 * way (so the others are forced). Waits for the dialog to close and answers what reached `path`:
 * one request however often it was tapped.
 */
export async function confirmOnce(dialog: Locator, button: string, path: string): Promise<LoggedRequest[]> {
  const ok = dialog.getByRole('button', { name: button });
  await Promise.all([
    ok.click({ force: true }),
    ok.click({ force: true }).catch(() => undefined),
    ok.click({ force: true }).catch(() => undefined),
  ]);
  await dialog.waitFor({ state: 'detached' });
  const sent = await requestsTo(path);
  expect(sent).toHaveLength(1);
  return sent;
}

/** Ten clicks in one go on `button`, from inside the page (faster than any person taps). */
export async function tenClicks(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLButtonElement) => {
    for (let i = 0; i < 10; i += 1) element.click();
  });
}
