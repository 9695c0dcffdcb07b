// One reminder for all the tabs of a session. The tab that shows it holds the browser's Web Lock
// until the member answers; another tab due at the same moment waits for the lock, and once it has
// it, finds the reminder answered (the schedule moved on in the shared storage) and shows nothing.
// A tab closed with the reminder open lets the lock go: the next tab shows it instead.
// Without Web Locks (an old browser, a page not served securely) each tab shows its own.

const LOCK_NAME = 'winner_reality_check';

type Locks = { request<T>(name: string, callback: () => Promise<T> | T): Promise<T> };

const browserLocks = (): Locks | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as Locks) : undefined;

/**
 * Shows the reminder in this tab unless another tab answered it meanwhile: `stillDue` is asked once
 * the lock is held; `show` resolves when the member has answered. Resolves with whether it showed.
 */
export function claimReminder(
  stillDue: () => boolean,
  show: () => Promise<void>,
  locks: Locks | undefined = browserLocks(),
): Promise<boolean> {
  const run = async () => {
    if (!stillDue()) return false;
    await show();
    return true;
  };
  return locks ? locks.request(LOCK_NAME, run) : run();
}
