// While the prerendered page hydrates, the contract's answers wait: a screen must render what the
// build rendered (no data) until React has taken its part of the page over. React hydrates the
// page's shell first and each Suspense boundary in a later pass (outer to inner); the innermost one,
// the page's content, marks the end (<HydrationMark /> in PageMain).
import { useEffect } from 'react';
import { holdAnswersUntil } from '../../api/contract';

let release: (() => void) | null = null;

/** Holds the answers until hydrationDone(). */
export function holdAnswersWhileHydrating(): void {
  holdAnswersUntil(
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
}

/**
 * The app has the page: `<html data-app="ready">` (what QA's tests wait for before acting: a click on
 * the prerendered page before then reaches no handler).
 */
export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready';
  appReady();
}

let appReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (appReady = resolve));

/** Resolves once the app has the page (markAppReady): what may wait until then (monitoring) waits for it. */
export const whenAppReady = (): Promise<void> => ready;

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
