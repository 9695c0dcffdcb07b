import { lazy, Suspense } from 'react';
import { useSession } from '@/session/use-session';
import { withChunkTimeout } from '../chunk';

const SessionRuntime = lazy(() => withChunkTimeout(() => import('@/app/SessionRuntime').then((m) => ({ default: m.SessionRuntime }))));

/**
 * The session runtime (token refresh, balance poll, push socket, sign-out clean-up), mounted while a
 * token exists: guests never download the push client. It is still mounted when a sign-out is told.
 */
export function SessionRuntimeMount() {
  const active = useSession((s) => s.status !== 'guest');
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SessionRuntime />
    </Suspense>
  );
}
