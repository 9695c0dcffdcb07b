// Screenshots on demand: `E2E_SHOTS=/some/dir npx vitest run --project e2e <file>` makes the files
// that take them write their pictures there (one variable for every file); unset, none are taken.
import type { Page } from 'playwright-core';

export const SHOTS: string | undefined = process.env.E2E_SHOTS || undefined;

/** Writes `<E2E_SHOTS>/<name>.png` (the whole page unless `fullPage: false`) when E2E_SHOTS is set. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: options.fullPage ?? true });
}
