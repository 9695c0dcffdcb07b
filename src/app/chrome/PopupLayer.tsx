import { lazy, Suspense } from 'react';
import type { components } from '@/api/generated/schema';
import { closeForADay, isClosedForToday } from '@/features/site/popup-cookie';
import { createStore, useStore } from '@/lib/store';
import { useAuthDialog } from '@/session/auth-dialog-store';
import { usePromotionsHeld } from '@/session/promotion-hold';
import { withChunkTimeout } from '../chunk';
import { MAIN_ID } from './PageMain';
import styles from './PopupLayer.module.css';

type Banner = components['schemas']['Banner'];

const PopupPanel = lazy(() =>
  withChunkTimeout(() => import('@/features/site/components/PopupPanel').then((m) => ({ default: m.PopupPanel }))),
);

/** Desktop shows this many side by side; phones one at a time. */
const SHOWN = 3;

// Popups closed in this visit stay closed while the page is open; "for a day" is the cookie.
const closed = createStore<ReadonlySet<number>>(new Set());

function dismiss(bannerIdx: number): void {
  // focus inside the closed popup moves to the page, not to nowhere
  const hadFocus = document.activeElement?.closest('[role="dialog"][aria-modal="false"]') != null;
  closed.set((current) => new Set([...current, bannerIdx]));
  if (hadFocus) document.getElementById(MAIN_ID)?.focus();
}

/**
 * The given popups over the page, in their order: each closable, and closable for a day. They step
 * aside while the member has a dialog open (login, signup), and come back when it closes; none while
 * this browser holds promotions (a time-out or self-exclusion).
 */
export function PopupLayer({ popups }: { popups: readonly Banner[] | undefined }) {
  const closedNow = useStore(closed);
  const dialogOpen = useAuthDialog() !== null;
  // none while promotions are held for a time-out or self-exclusion (docs/rules.md#safer-gambling)
  const held = usePromotionsHeld();
  const open = [...(popups ?? [])]
    .sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0))
    .filter((popup) => !closedNow.has(popup.bannerIdx) && !isClosedForToday(popup.bannerIdx))
    .slice(0, SHOWN);
  if (open.length === 0 || dialogOpen || held) return null;
  return (
    <Suspense fallback={null}>
      <div className={styles.layer}>
        {open.map((popup) => (
          <PopupPanel
            key={popup.bannerIdx}
            popup={popup}
            onClose={() => dismiss(popup.bannerIdx)}
            onCloseForADay={() => {
              closeForADay(popup.bannerIdx);
              dismiss(popup.bannerIdx);
            }}
          />
        ))}
      </div>
    </Suspense>
  );
}
