import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import ui from '@/components/ui/ui.module.css';
import styles from './ErrorScreen.module.css';

/**
 * A failure the member can act on: when code did not load (network, the 120 s time-out, a new
 * release), say so and offer a reload; anything else, an apology with the way back to main.
 * Built on the light kit only (never MUI): it is what shows when a chunk, MUI's included, fails.
 */
export function ErrorScreen({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={styles.screen}>
      <Card as="section" role="alert" aria-labelledby={id} className={styles.panel}>
        <h1 id={id} className={styles.title}>
          {chunk ? t('chunk.title') : t('error.title')}
        </h1>
        <p className={ui.muted}>{chunk ? t('chunk.body') : t('error.body')}</p>
        <div className={styles.actions}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('chunk.reload')}
          </Button>
          {!chunk && (
            // a full load of main, not an in-app navigation: the app may be what failed
            <a href="/" className={buttonClass({ color: 'inherit' })}>
              {t('error.home')}
            </a>
          )}
        </div>
      </Card>
    </div>
  );
}
