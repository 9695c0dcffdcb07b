import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MailIcon } from '@/components/icons';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { formatNumber, formatWon } from '@forms/rules/format';
import type { Member } from '@/session/session-store';
import { logout } from '@/session/logout';
import { useGameMoney } from '@/session/money';
import { GameMoneyRecall } from './GameMoneyRecall';
import type { LayoutPaths } from './links';
import styles from './MemberSummary.module.css';
import { StaleBalanceMark } from './StaleBalanceMark';

/**
 * A member's nickname (a link to my page, the member's hub), unread messages, cash and points, the
 * game money while some is held (with the way back to cash: GameMoneyRecall), the partner link
 * (partners only), logout. `onNavigate` runs when one of its links is followed (the
 * phone's menu closes).
 */
export function MemberSummary({
  member,
  unread,
  paths,
  stacked = false,
  onNavigate,
}: {
  member: Member;
  unread: number;
  paths: LayoutPaths;
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  const gameMoney = useGameMoney() ?? 0;
  return (
    <div className={stacked ? styles.stacked : styles.row}>
      <Link to={paths.myPage} onClick={onNavigate} className={`${ui.strong} ${styles.nick}`}>
        {t('member.greeting', { nick: member.memNick })}
      </Link>
      <Button
        to={paths.messages}
        onClick={onNavigate}
        size="small"
        color="inherit"
        aria-label={t('member.unread', { count: unread })}
        startIcon={
          <Badge count={unread} max={99}>
            <MailIcon fontSize="small" />
          </Badge>
        }
        className={styles.messages}
      >
        {t('member.messages')}
      </Button>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('member.cash')}</dt>
          <dd>{formatWon(member.cashAmt, language)}</dd>
        </div>
        <div>
          <dt>{t('member.points')}</dt>
          <dd>{t('member.pointsValue', { value: formatNumber(member.pointAmt, language) })}</dd>
        </div>
        {gameMoney > 0 && (
          <div>
            <dt>{t('member.gameMoney')}</dt>
            <dd>{formatWon(gameMoney, language)}</dd>
          </div>
        )}
      </dl>
      <GameMoneyRecall />
      <StaleBalanceMark />
      {member.isPartnerMember === 'Y' && (
        <Button to={paths.partner} onClick={onNavigate} size="small" variant="outlined" color="secondary">
          {t('member.partnerLink')}
        </Button>
      )}
      <Button size="small" variant="text" color="inherit" onClick={() => void logout()}>
        {t('member.logout')}
      </Button>
    </div>
  );
}
