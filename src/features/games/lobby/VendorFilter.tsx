import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lobby.module.css';

export interface VendorOption {
  code: string;
  name: string;
}

/** The KPlay slot lobby's vendor filter: all, or one vendor (a toggle per vendor). */
export function VendorFilter({
  vendors,
  value,
  onChange,
}: {
  vendors: readonly VendorOption[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('games');
  const id = useId();
  const options = [{ code: '', name: t('lobby.allVendors') }, ...vendors];
  return (
    <div role="group" aria-labelledby={id} className={styles.vendors}>
      <span id={id} className={styles.searchLabel}>
        {t('lobby.vendorFilter')}
      </span>
      {options.map((vendor) => (
        <button
          key={vendor.code || 'all'}
          type="button"
          aria-pressed={value === vendor.code}
          className={styles.vendor}
          onClick={() => onChange(vendor.code)}
        >
          {vendor.name}
        </button>
      ))}
    </div>
  );
}
