import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import ui from '@/components/ui/ui.module.css';
import styles from './PartnerOnlyNotice.module.css';

/** Shown on a partner page to a member who is not a partner (docs/rules.md#roles), on the same address. */
export function PartnerOnlyNotice() {
  const { t } = useTranslation('shell');
  return (
    <Card as="section" className={styles.notice}>
      <h1 className={styles.title}>{t('partner.onlyTitle')}</h1>
      <p className={ui.muted}>{t('partner.onlyBody')}</p>
    </Card>
  );
}
