import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './LoadingOverlay.module.css';
import misc from './ui/misc.module.css';

/**
 * The loading overlay: a labelled modal dialog with a spinner over the page. While it is open the
 * app behind it is `inert` (no focus, no clicks, hidden from assistive technology); focus returns
 * where it was when it closes. Built without MUI: MUI's Modal, opened and closed within a moment
 * (a screen that loads just past the delay), could leave the app aria-hidden after it had gone.
 */
export function LoadingOverlay({ open, appRoot = 'root' }: { open: boolean; appRoot?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const app = document.getElementById(appRoot);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    app?.setAttribute('inert', '');
    box.current?.focus();
    return () => {
      app?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, [open, appRoot]);
  if (!open) return null;
  return createPortal(
    <div ref={box} role="dialog" aria-modal="true" aria-labelledby={id} aria-busy="true" tabIndex={-1} className={styles.overlay}>
      <span className={misc.spinner} style={{ width: 40, height: 40 }} aria-hidden />
      <p id={id} role="status" className={styles.text}>
        {t('loading')}
      </p>
    </div>,
    document.body,
  );
}
