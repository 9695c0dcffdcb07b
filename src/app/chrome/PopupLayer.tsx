import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { components } from '../../api/generated/schema';
import { closeForADay, isClosedForToday } from '../../features/site/popup-cookie';
import { withChunkTimeout } from '../chunk';

type Banner = components['schemas']['Banner'];

const PopupDialog = lazy(() => withChunkTimeout(() => import('../../features/site/components/PopupDialog').then((m) => ({ default: m.PopupDialog }))));

// Popups closed in this visit stay closed while the page is open; "for a day" is the cookie.
const closed = new Set<number>();
const listeners = new Set<() => void>();
let version = 0;
const dismiss = (bannerIdx: number) => {
  closed.add(bannerIdx);
  version++;
  for (const l of listeners) l();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

/** Shows the given popups one at a time, in their order; each closable, and closable for a day. */
export function PopupLayer({ popups }: { popups: readonly Banner[] | undefined }) {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const current = [...(popups ?? [])]
    .sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0))
    .find((popup) => !closed.has(popup.bannerIdx) && !isClosedForToday(popup.bannerIdx));
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={current.bannerIdx}
        popup={current}
        open
        onClose={() => dismiss(current.bannerIdx)}
        onCloseForADay={() => {
          closeForADay(current.bannerIdx);
          dismiss(current.bannerIdx);
        }}
      />
    </Suspense>
  );
}
