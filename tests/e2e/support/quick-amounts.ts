// The money forms' quick amount buttons.
import type { Page } from 'playwright-core';

/** Picks 10만원, 5만원 and 1만원 in the quick amounts group named `group`: 160,000 won in the field. */
export async function pickQuickAmounts(page: Page, group: string): Promise<void> {
  const quick = page.getByRole('group', { name: group });
  for (const name of ['10만원', '5만원', '1만원']) await quick.getByRole('button', { name }).click();
}
