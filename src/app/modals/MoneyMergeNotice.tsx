import { lazy, Suspense } from 'react';
import { moneyMerge, useMergeRequest } from '@/session/money-merge';
import { withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

const MoneyMergeDialog = lazy(() =>
  withChunkTimeout(withMui(() => import('@/domain/money-merge/MoneyMergeDialog').then((m) => m.MoneyMergeDialog))).then((C) => ({
    default: C,
  })),
);

/**
 * The money-merge notice (docs/rules.md#routes modals), one for the app: shown when the game watcher or the
 * withdrawal panel asks for it (src/session/money-merge.ts); its code loads on the first request.
 * Each request starts it afresh (its own key).
 */
export function MoneyMergeNotice() {
  const request = useMergeRequest();
  if (request === null) return null;
  return (
    <Suspense fallback={null}>
      <MoneyMergeDialog key={request.seq} request={request} onClose={moneyMerge.close} />
    </Suspense>
  );
}
