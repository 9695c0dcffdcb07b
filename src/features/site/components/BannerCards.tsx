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
export function BannerCards({ banners, label }: { banners: readonly Banner[]; label: string }) {
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
