import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/banner-list';
import { BannerCards } from './BannerCards';
import { FirstChargeBanner } from './FirstChargeBanner';
import styles from './SiteBanners.module.css';
import { useSiteOption } from '@/api/reads';
import { usePromotionsHeld } from '@/session/promotion-hold';

const DEFAULT_RATES = { first: 20, daily: 10 }; // docs/rules.md#constants: 20 % first charge, 10 % daily first charge

/**
 * The main page's banners: the first-charge bonus (rates from the site option when given), then the
 * rest; none in a browser that holds promotions for a time-out or self-exclusion
 * (docs/rules.md#safer-gambling).
 */
export function SiteBanners({ depositPath }: { depositPath: string }) {
  const held = usePromotionsHeld();
  return held ? null : <Banners depositPath={depositPath} />;
}

function Banners({ depositPath }: { depositPath: string }) {
  const { t } = useTranslation('site');
  const option = useSiteOption().data?.siteOption;
  const query = useBanners();
  const banners = query.data ?? [];
  const rates = {
    first: option?.firstChargeBonusRate ?? DEFAULT_RATES.first,
    daily: option?.dailyFirstChargeBonusRate ?? DEFAULT_RATES.daily,
  };
  const others = banners.filter((b) => b.position === 'main' || b.position === undefined).sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
  return (
    <div className={styles.banners}>
      <FirstChargeBanner rates={rates} depositPath={depositPath} />
      <BannerCards banners={others} label={t('banner.label')} loading={query.isPending} />
    </div>
  );
}
