// Typing for screen tests: a value put in a field at once (as the browser suite's `fill` does), not
// key by key — each key re-renders a MUI form, the slowest thing a screen test does in jsdom.
import type { UserEvent } from '@testing-library/user-event';

/** Puts `value` in `input` in place of what it held (empty: cleared). */
export async function fill(user: UserEvent, input: HTMLElement, value: string): Promise<void> {
  await user.clear(input);
  if (value) await user.paste(value);
}
