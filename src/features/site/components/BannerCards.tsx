import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/schema';
import ui from '@/components/ui/ui.module.css';
import { htmlToText } from '../html-text';
import styles from './BannerCards.module.css';

type Banner = components['schemas']['Banner'];

/**
 * The site's other banners (events, weekend bonus), as cards: the title and what the banner says
 * (its content, as text); a card links where its banner points.
 */
export function BannerCards({ banners, label, loading = false }: { banners: readonly Banner[]; label: string; loading?: boolean }) {
  // while loading, one card's room is kept (a site has a banner or two): the page below stays put
  if (loading) {
    return (
      <div aria-hidden className={`${ui.card} ${styles.card} ${styles.placeholder}`}>
        <span className={styles.text}>
          <span className={styles.title}>&nbsp;</span>
          <span className={styles.body}>&nbsp;</span>
        </span>
      </div>
    );
  }
  if (banners.length === 0) return null;
  return (
    <ul aria-label={label} className={`${ui.grid} ${styles.list}`}>
      {banners.map((banner) => {
        const body = htmlToText(banner.content);
        const text = (
          <span className={styles.text}>
            <span className={styles.title}>{banner.title}</span>
            {body && <span className={styles.body}>{body}</span>}
          </span>
        );
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
