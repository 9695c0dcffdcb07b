// Moves focus to the first field of a dialog's content, waiting for it if the content is still
// loading (the signup form waits for the bank list). Returns the clean-up.
//
// It never takes focus from a field of that content: the dialog's "entered" moment can come late
// on a busy device, after the member has already clicked into (or typed in) another field, and
// moving focus then would send their next keys into the wrong field.
const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const GIVE_UP_MS = 10_000;

const inAField = (root: HTMLElement): boolean => {
  const active = root.ownerDocument.activeElement;
  return active instanceof HTMLElement && root.contains(active) && active.matches(FIELD);
};

export function focusFirstField(root: HTMLElement): () => void {
  if (inAField(root)) return () => {};
  const first = root.querySelector<HTMLElement>(FIELD);
  if (first) {
    first.focus();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const field = root.querySelector<HTMLElement>(FIELD);
    if (!field) return;
    stop();
    if (!inAField(root)) field.focus();
  });
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
