// The app's one confirmation dialog ("확인해 주세요"), as the Korean pages show it.
import type { Locator, Page } from 'playwright-core';

export const confirmation = (page: Page): Locator => page.getByRole('dialog', { name: '확인해 주세요' });

/** Says 확인 in the confirmation dialog. */
export const acceptConfirmation = (page: Page): Promise<void> => confirmation(page).getByRole('button', { name: '확인' }).click();

/** Submits with the button named `submit`, then says 확인 in the confirmation dialog. */
export async function submitAndConfirm(page: Page, submit: string): Promise<void> {
  await page.getByRole('button', { name: submit }).click();
  await acceptConfirmation(page);
}
