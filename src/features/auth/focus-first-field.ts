// Moves focus to the first field of a dialog's content, waiting for it if the content is still
// loading (the signup form waits for the bank list). Returns the clean-up.
const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const GIVE_UP_MS = 10_000;

export function focusFirstField(root: HTMLElement): () => void {
  const first = root.querySelector<HTMLElement>(FIELD);
  if (first) {
    first.focus();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const field = root.querySelector<HTMLElement>(FIELD);
    if (!field) return;
    stop();
    field.focus();
  });
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
