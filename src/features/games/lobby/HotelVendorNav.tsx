import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HotelVendor } from './hotel-vendors';
import styles from './lobby.module.css';

/** The hotel casino's vendors, each a link to its lobby (the one shown marked as the current page). */
export function HotelVendorNav({ vendors, current }: { vendors: readonly HotelVendor[]; current: string | undefined }) {
  const { t } = useTranslation('games');
  return (
    <nav aria-label={t('hotel.vendors')} className={styles.vendors}>
      {vendors.map((vendor) => (
        <Link key={vendor.code} to={vendor.to} className={styles.vendor} aria-current={vendor.code === current ? 'page' : undefined}>
          {vendor.name}
        </Link>
      ))}
    </nav>
  );
}
