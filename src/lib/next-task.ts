/**
 * Resolves in a later task, so the browser can paint and answer input in between: long start-up
 * work is cut into pieces with it (scheduler.yield where the browser has it).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
