// What the member is told about a launch: sign in first, an error code's own message, a blocked
// popup (with a link that opens the game: a click lets the browser open it), games down, the game
// window closed or the game ended (the member left it, the window still open). Built on the light kit: the main page's game blocks show it too.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { openGameWindow } from '@/session/game-window';
import type { LaunchNotice } from './use-game-launch';
import styles from './games.module.css';

export function LaunchNoticeView({ notice, onDismiss }: { notice: LaunchNotice; onDismiss: () => void }) {
  const { t } = useTranslation(['games', 'api']);
  const dismiss = (
    <Button color="inherit" size="small" onClick={onDismiss}>
      {t('games:notice.dismiss')}
    </Button>
  );
  switch (notice.kind) {
    case 'signIn':
      return (
        <Alert severity="info" action={dismiss}>
          {t('games:notice.signIn')}
        </Alert>
      );
    case 'error':
      return <Alert action={dismiss}>{t(`api:${notice.code}`)}</Alert>;
    case 'down':
      return <Alert action={dismiss}>{t('games:notice.down')}</Alert>;
    case 'closed':
    case 'ended':
      return (
        <Alert severity="info" action={dismiss}>
          {t(`games:notice.${notice.kind}`)}
        </Alert>
      );
    case 'blocked': {
      const open = (event: MouseEvent<HTMLAnchorElement>) => {
        // opened from the click: the browser allows it and the watcher follows it
        if (openGameWindow(notice.url, { portrait: notice.portrait })) {
          event.preventDefault();
          onDismiss();
        }
      };
      return (
        <Alert action={dismiss}>
          <span className={styles.blocked}>
            {t('games:notice.blocked')}{' '}
            <a href={notice.url} target="_blank" rel="noopener noreferrer" onClick={open} className={styles.link}>
              {t('games:notice.openGame')}
            </a>
          </span>
        </Alert>
      );
    }
  }
}
