import { lazy, Suspense } from 'react';
import { useSession } from '@/session/use-session';
import { withChunkTimeout } from '../chunk';
import type { LayoutPaths } from '../chrome/links';

const MemberLayer = lazy(() => withChunkTimeout(() => import('./MemberLayer').then((m) => ({ default: m.MemberLayer }))));

/**
 * The member layer (session runtime and the member's notices: ./MemberLayer), mounted while a token
 * exists: guests never download the push client nor the notices. It is still mounted when a sign-out
 * is told, so the runtime's clean-up runs.
 */
export function MemberLayerMount({ paths }: { paths: LayoutPaths }) {
  const active = useSession((s) => s.status !== 'guest');
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <MemberLayer paths={paths} />
    </Suspense>
  );
}
