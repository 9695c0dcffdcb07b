import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { FirstChargeArt } from './FirstChargeArt';
import styles from './FirstChargeBanner.module.css';

export interface BonusRates {
  first: number;
  daily: number;
}

/**
 * The first-charge bonus banner (docs/rules.md#product): first charge after joining, and each day's first charge.
 * It is the main page's hero: its lead is the largest text of the first view (the page's largest
 * paint, prerendered), larger than anything the page's data brings later.
 */
export function FirstChargeBanner({ rates, depositPath }: { rates: BonusRates; depositPath: string }) {
  const { t } = useTranslation('site');
  const id = useId();
  const rows = [
    { rate: rates.first, label: t('banner.firstCharge.first') },
    { rate: rates.daily, label: t('banner.firstCharge.daily') },
  ];
  return (
    <section aria-labelledby={id} className={`${ui.card} ${styles.banner}`}>
      <div className={styles.content}>
        <div className={styles.copy}>
          <div className={styles.heading}>
            <h2 id={id} className={styles.title}>
              {t('banner.firstCharge.title')}
            </h2>
            <FirstChargeArt className={styles.art} />
          </div>
          <p className={styles.lead}>{t('banner.firstCharge.lead', { first: rates.first, daily: rates.daily })}</p>
        </div>
        <dl className={styles.rates}>
          {rows.map((row) => (
            <div key={row.label} className={styles.rate}>
              <dt className={styles.rateLabel}>{row.label}</dt>
              <dd className={styles.rateValue}>{t('banner.firstCharge.rate', { rate: row.rate })}</dd>
            </div>
          ))}
        </dl>
        <Button to={depositPath} variant="contained" size="large" className={styles.cta}>
          {t('banner.firstCharge.cta')}
        </Button>
      </div>
    </section>
  );
}
