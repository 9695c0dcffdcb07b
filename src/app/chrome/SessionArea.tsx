import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSession } from '@/session/use-session';
import { GuestActions } from './GuestActions';
import type { LayoutPaths } from './links';
import { MemberSummary } from './MemberSummary';
import styles from './SessionArea.module.css';

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
  if (status === 'member' && member)
    return <MemberSummary member={member} unread={unread} paths={paths} stacked={stacked} onNavigate={onNavigate} />;
  if (status === 'restoring')
    return (
      <span role="status" className={styles.restoring} aria-label={t('member.restoring')}>
        <Skeleton width="100%" height={36} />
      </span>
    );
  return <GuestActions onLogin={onLogin} onSignup={onSignup} dense={stacked} />;
}
