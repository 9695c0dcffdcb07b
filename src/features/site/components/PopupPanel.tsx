import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { Button } from '@/components/ui/Button';
import { SafeHtml } from '@/components/SafeHtml';
import styles from './PopupPanel.module.css';

type Banner = components['schemas']['Banner'];

/**
 * One site popup: a labelled, non-modal dialog over the page (the page stays usable and readable
 * behind it), closable, and closable for a day when the server allows it (isClose Y). The server's
 * HTML goes through SafeHtml (this panel loads after the first render, and DOMPurify with it).
 */
export function PopupPanel({ popup, onClose, onCloseForADay }: { popup: Banner; onClose: () => void; onCloseForADay: () => void }) {
  const { t } = useTranslation('site');
  const id = useId();
  return (
    <div role="dialog" aria-modal="false" aria-labelledby={id} className={styles.panel}>
      <h2 id={id} className={styles.title}>
        {popup.title || t('popup.label')}
      </h2>
      <SafeHtml html={popup.content} className={styles.content} />
      <div className={styles.actions}>
        {popup.isClose === 'Y' && (
          <Button color="inherit" size="small" onClick={onCloseForADay}>
            {t('popup.closeToday')}
          </Button>
        )}
        <Button variant="contained" size="small" onClick={onClose}>
          {t('popup.close')}
        </Button>
      </div>
    </div>
  );
}
