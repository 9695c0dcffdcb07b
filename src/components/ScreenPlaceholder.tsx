import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Card } from './ui/Card';
import ui from './ui/ui.module.css';
import styles from './ScreenPlaceholder.module.css';

/**
 * A screen another issue will deliver: its own title (h1) and one line of what will be there, from
 * locales/<lang>/pages.json. With `withVendor`, the last path segment names the vendor or variant
 * (pages:vendor.<segment>), e.g. /livecasino/evolution.
 */
type Pages = typeof import('../../locales/ko/pages.json');
/** A screen of pages.json: an entry with a title and a summary. */
export type ScreenKey = { [K in keyof Pages]: Pages[K] extends { title: string; summary: string } ? K : never }[keyof Pages];

export function ScreenPlaceholder({ screen, withVendor = false }: { screen: ScreenKey; withVendor?: boolean }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const id = useId();
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const vendor = withVendor ? t(`vendor.${segment}`, { defaultValue: '' }) : '';
  return (
    <Card as="section" aria-labelledby={id} className={styles.screen}>
      <h1 id={id} className={styles.title}>
        {vendor ? t('titleWithVendor', { title: t(`${screen}.title`), vendor }) : t(`${screen}.title`)}
      </h1>
      <p className={ui.muted}>{t(`${screen}.summary`)}</p>
    </Card>
  );
}
