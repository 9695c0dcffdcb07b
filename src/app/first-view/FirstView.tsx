import { useEffect, type ReactNode } from 'react';
import type { Layout } from '../device';

/**
 * The app's outermost element, one per layout: the build's index.html holds one prerendered copy of
 * each (the page's CSS shows the one for its width until the app keeps one and hydrates it).
 * `onMounted` runs once the first render (or the hydration) has committed.
 */
export function FirstView({ layout, onMounted, children }: { layout: Layout; onMounted?: () => void; children: ReactNode }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return <div data-layout={layout}>{children}</div>;
}
