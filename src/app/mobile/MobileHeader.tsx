import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MailIcon, MenuIcon } from '@/components/icons';
import { Badge } from '@/components/ui/Badge';
import { IconButton } from '@/components/ui/IconButton';
import ui from '@/components/ui/ui.module.css';
import { productName } from '@/config/env';
import { formatWon } from '@forms/rules/format';
import { useSession } from '@/session/use-session';
import { GameMoneyRecall } from '../chrome/GameMoneyRecall';
import { GuestActions } from '../chrome/GuestActions';
import { StaleBalanceMark } from '../chrome/StaleBalanceMark';
import { MOBILE_PATHS } from '../chrome/links';
import styles from './MobileHeader.module.css';

export const MENU_ID = 'mobile-menu';

/** The mobile header: menu, home, and the member's cash, game money (while held) and unread messages (or login and signup). */
export function MobileHeader({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const cash = useSession((s) => s.member?.cashAmt);
  const unread = useSession((s) => s.unread);
  return (
    <header className={`${ui.appBar} ${styles.header}`}>
      <div className={styles.toolbar}>
        <IconButton
          label={t('menu.open')}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MENU_ID : undefined}
          onClick={onMenu}
          className={styles.menuButton}
        >
          <MenuIcon />
        </IconButton>
        <Link to="/" aria-label={t('nav.home', { name: productName() })} className={styles.home}>
          {productName()}
        </Link>
        <div className={ui.spacer} />
        {status === 'member' && cash !== undefined && (
          <>
            {/* a paragraph cannot be named (aria-label): the words are read from the hidden text */}
            <p className={`${ui.small} ${ui.strong} ${ui.number} ${styles.figure}`}>
              <span className={ui.visuallyHidden}>{t('member.cash')} </span>
              {formatWon(cash, i18n.language)}
            </p>
            <StaleBalanceMark compact />
            <GameMoneyRecall compact className={styles.recall} />
            <IconButton to={MOBILE_PATHS.messages} label={t('member.unread', { count: unread })}>
              <Badge count={unread} max={99}>
                <MailIcon />
              </Badge>
            </IconButton>
          </>
        )}
        {status === 'guest' && <GuestActions dense onLogin={() => void navigate('/login')} onSignup={() => void navigate('/join')} />}
      </div>
    </header>
  );
}
