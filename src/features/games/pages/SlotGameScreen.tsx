// The slot game window (/slot/game, the empty layout): the game at ?url= (https only) in a frame that
// fills the page, under a bar with the close control (back to the lobby in ?back=, and the balance
// reloaded). A vendor of the never-framed codes (docs/rules.md#constants) (?vendor=) is never framed: the page offers its
// own window instead.
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { contractPathFilter } from '@/api/contract';
import { CloseIcon } from '@/components/icons';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { isFrameAllowed, isNeverFramed, safeGameUrl } from '@/domain/games/game-rules';
import { openGameWindow } from '@/session/game-window';
import styles from '../window/game-window.module.css';

/** Only a path of this site (never //host or a scheme) is a place to go back to. */
const sitePath = (value: string | null): string => (value && /^\/(?!\/)/.test(value) ? value : '/');

export function SlotGameScreen() {
  const { t } = useTranslation('games');
  const titleId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const url = safeGameUrl(params.get('url'));
  const vendor = params.get('vendor') ?? '';
  const back = sitePath(params.get('back'));
  const close = () => {
    void queryClient.invalidateQueries(contractPathFilter('/api/member/balance'));
    void navigate(back);
  };
  // a never-framed vendor code, or an origin the CSP does not let be framed: its own window instead
  const framed = url !== null && !isNeverFramed(vendor) && isFrameAllowed(url);
  return (
    <section aria-labelledby={titleId} className={styles.window}>
      <div className={styles.bar}>
        <h1 id={titleId} className={styles.title}>
          {t('window.title')}
        </h1>
        <IconButton label={t('window.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </div>
      {framed && (
        <iframe
          src={url}
          title={t('window.frame')}
          className={styles.frame}
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      )}
      {url === null && (
        <div className={styles.message}>
          <p>{t('window.missing')}</p>
          <Button variant="outlined" onClick={close}>
            {t('window.toLobby')}
          </Button>
        </div>
      )}
      {url !== null && !framed && (
        <div className={styles.message}>
          <p>{t('window.neverFramed')}</p>
          <Button variant="contained" onClick={() => openGameWindow(url)}>
            {t('window.openWindow')}
          </Button>
          <Button variant="outlined" onClick={close}>
            {t('window.toLobby')}
          </Button>
        </div>
      )}
    </section>
  );
}
