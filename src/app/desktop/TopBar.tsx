import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import ui from '@/components/ui/ui.module.css';
import { authDialogs } from '@/session/auth-dialog-store';
import { DESKTOP_PATHS } from '../chrome/links';
import { SessionArea } from '../chrome/SessionArea';
import styles from './TopBar.module.css';

const openLogin = () => authDialogs.open('login');
const openSignup = () => authDialogs.open('signup');

/** The desktop top bar: the member's summary (or signup and login), and the language switcher. */
export function TopBar({ className }: { className?: string }) {
  return (
    <header className={`${ui.appBar} ${styles.bar}${className ? ` ${className}` : ''}`}>
      <div className={styles.toolbar}>
        <div className={ui.spacer} />
        <SessionArea paths={DESKTOP_PATHS} onLogin={openLogin} onSignup={openSignup} />
        <LanguageSwitcher dense />
      </div>
    </header>
  );
}
