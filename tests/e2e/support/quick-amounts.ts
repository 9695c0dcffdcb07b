// The money forms' and the slips' quick amount buttons.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How many of the group's buttons sit on each row, top to bottom. */
async function buttonRows(page: Page, group: string): Promise<number[]> {
  return page.getByRole('group', { name: group }).evaluate((el) => {
    const rows = new Map<number, number>();
    for (const b of Array.from(el.querySelectorAll('button'))) {
      const top = Math.round(b.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
  });
}

/** The group's buttons in full rows: every row as long as the first (none left alone at the end). */
export async function expectFullRows(page: Page, group: string): Promise<void> {
  const rows = await buttonRows(page, group);
  expect(rows.every((n) => n === rows[0]), `${group}: ${rows.join(' + ')}`).toBe(true);
}

/** Picks 10만원, 5만원 and 1만원 in the quick amounts group named `group` (in full rows): 160,000 won in the field. */
export async function pickQuickAmounts(page: Page, group: string): Promise<void> {
  await expectFullRows(page, group);
  const quick = page.getByRole('group', { name: group });
  for (const name of ['10만원', '5만원', '1만원']) await quick.getByRole('button', { name }).click();
}
