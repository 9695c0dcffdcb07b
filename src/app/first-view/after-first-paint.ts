/**
 * Runs `task` once the browser has painted what it has (the frame after the next animation frame),
 * or at once in a hidden tab, where no frame comes until it is shown.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
  // a tab hidden before its first frame still starts
  document.addEventListener('visibilitychange', () => setTimeout(run, 0), { once: true });
}
