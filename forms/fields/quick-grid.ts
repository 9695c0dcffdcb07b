// Quick-amount buttons in full rows only (never the last one alone on its row): as many columns as
// fit the container, among the counts that divide the buttons, up to the layout's most. The grid's
// parent is the container (`containerType: 'inline-size'`, QUICK_CONTAINER).

/** The narrowest a quick button gets (its longest label, "+1,000,000", fits). */
const QUICK_MIN_PX = 88;
const QUICK_GAP_PX = 8;

/** A grid of `count` buttons in full rows: the widest column count dividing `count` (≤ `most`) that fits the container. */
export function quickGrid(count: number, most: number) {
  // one column however narrow; each wider count that divides `count` once the container has room for it
  const wider = Array.from({ length: Math.min(count, most) - 1 }, (_, i) => i + 2).filter((n) => count % n === 0);
  const sx: Record<string, unknown> = { display: 'grid', gap: `${QUICK_GAP_PX}px`, gridTemplateColumns: 'minmax(0, 1fr)' };
  for (const n of wider)
    sx[`@container (min-width: ${n * QUICK_MIN_PX + (n - 1) * QUICK_GAP_PX}px)`] = { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` };
  return sx;
}

/** The grid's parent: the container its columns are chosen by. */
export const QUICK_CONTAINER = { containerType: 'inline-size' } as const;
