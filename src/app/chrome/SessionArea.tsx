import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSession } from '@/session/use-session';
import { withChunkTimeout } from '../chunk';
import { GuestActions } from './GuestActions';
import type { LayoutPaths } from './links';
import styles from './SessionArea.module.css';

// a guest's page never shows it: its code comes with the first member (the placeholder meanwhile)
const MemberSummary = lazy(() => withChunkTimeout(() => import('./MemberSummary').then((m) => ({ default: m.MemberSummary }))));

/** The header's session part: the member's summary, the guest's buttons, or a placeholder while restoring. */
export function SessionArea({
  paths,
  onLogin,
  onSignup,
  stacked = false,
  onNavigate,
}: {
  paths: LayoutPaths;
  onLogin: () => void;
  onSignup: () => void;
  stacked?: boolean;
  /** One of the member's links was followed (the phone's menu closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const status = useSession((s) => s.status);
  const member = useSession((s) => s.member);
  const unread = useSession((s) => s.unread);
  const restoring = (
    <span role="status" className={styles.restoring} aria-label={t('member.restoring')}>
      <Skeleton width="100%" height={36} />
    </span>
  );
  if (status === 'member' && member)
    return (
      <Suspense fallback={restoring}>
        <MemberSummary member={member} unread={unread} paths={paths} stacked={stacked} onNavigate={onNavigate} />
      </Suspense>
    );
  if (status === 'restoring') return restoring;
  return <GuestActions onLogin={onLogin} onSignup={onSignup} dense={stacked} />;
}
