import { Link } from 'react-router-dom';
import type { components } from '../../../api/generated/schema';
import ui from '../../../components/ui/ui.module.css';
import styles from './BannerCards.module.css';

type Banner = components['schemas']['Banner'];

/** The site's other banners (events, weekend bonus), as titled cards; a card links where its banner points. */
export function BannerCards({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <ul aria-label={label} className={`${ui.grid} ${styles.list}`}>
      {banners.map((banner) => {
        const text = <span className={styles.text}>{banner.title}</span>;
        return (
          <li key={banner.bannerIdx} className={`${ui.card} ${styles.card}`}>
            {banner.linkUrl?.startsWith('/') ? (
              <Link to={banner.linkUrl} className={styles.action}>
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}
