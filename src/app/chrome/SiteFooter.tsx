import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SaferGamblingNotice } from '@/components/SaferGamblingNotice';
import { useSession } from '@/session/use-session';
import styles from './SiteFooter.module.css';

/**
 * The foot of every page of both layouts: the 18+ notice with the help organisations of the
 * member's language (the site option's helpLinks), and for a member the way to their safer gambling
 * tools. Not in the game windows (their layouts have no chrome).
 */
export function SiteFooter({ saferPath, className }: { saferPath: string; className?: string }) {
  const { t } = useTranslation('shell');
  const member = useSession((s) => s.status === 'member');
  return (
    <footer className={className ? `${styles.footer} ${className}` : styles.footer}>
      <SaferGamblingNotice />
      {member ? (
        <Link className={styles.link} to={saferPath}>
          {t('footer.safer')}
        </Link>
      ) : null}
    </footer>
  );
}
