// Polling for a condition outside the page (the mock's state), for tests. Nothing here is reachable from src.

/** Polls until `check` holds (or fails after `timeout` ms). */
export async function eventually(check: () => Promise<boolean> | boolean, timeout = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
