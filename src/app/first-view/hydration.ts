// While the prerendered page hydrates, the contract's answers wait: a screen must render what the
// build rendered (no data) until React has taken its part of the page over. React hydrates the
// page's shell first and each Suspense boundary in a later pass (outer to inner); the innermost one,
// the page's content, marks the end (<HydrationMark /> in PageMain).
import { useEffect } from 'react';
import { holdAnswersUntil } from '../../api/contract';
import { markAppReady } from '../lifecycle/app-ready';

let release: (() => void) | null = null;

/** Holds the answers until hydrationDone(). */
export function holdAnswersWhileHydrating(): void {
  holdAnswersUntil(
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
}

/** The page is hydrated: the answers land. */
export function hydrationDone(): void {
  if (release) markAppReady();
  release?.();
  release = null;
}

/**
 * The shell has hydrated; the boundaries follow. A boundary that never hydrates (its screen failed)
 * must not starve the page: `limitMs` later the answers land anyway (a boundary still dehydrated
 * then is rendered afresh by React, which costs a repaint, not a wrong page).
 */
export function hydrationStarted(limitMs = 3000): void {
  if (release) setTimeout(hydrationDone, limitMs);
}

/** Placed in the page's innermost boundary: its effect runs once that boundary has hydrated. */
export function HydrationMark() {
  useEffect(hydrationDone, []);
  return null;
}
