// The coupon screens, one description per route: /mypage/coupon/use the unused coupons with their use
// buttons, /mypage/coupon/gift the gift form, /mypage/coupon/list the history; the desktop links the
// three under one title (each section names itself). Mobile /couponMain has no other coupon address (docs/rules.md#routes): it offers use, gift and history as
// tabs, the tab in the address (?view=gift, ?view=list) beside the history's own list state, so a
// reload and the back button keep both. MUI's tabs follow the WAI-ARIA pattern (arrow keys).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { CouponGiftSection } from './CouponGiftSection';
import { CouponHistorySection } from './CouponHistorySection';
import { CouponUseSection } from './CouponUseSection';
import { ScreenFrame } from '@/kit/ScreenFrame';

export type CouponView = 'use' | 'gift' | 'list';
const VIEWS: readonly CouponView[] = ['use', 'gift', 'list'];
const PATHS: Record<CouponView, string> = { use: '/mypage/coupon/use', gift: '/mypage/coupon/gift', list: '/mypage/coupon/list' };

function Section({ view, mobile }: { view: CouponView; mobile: boolean }) {
  if (view === 'use') return <CouponUseSection historyLink={mobile ? null : PATHS.list} />;
  if (view === 'gift') return <CouponGiftSection />;
  return <CouponHistorySection heading="h2" />;
}

export function CouponsScreen({ view }: { view: CouponView }) {
  const { t } = useTranslation('coupons');
  const mobile = useLayout() === 'mobile';
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  // mobile: the tab the address names, use by default (what a member opens coupons for)
  const current: CouponView = mobile ? (VIEWS.find((v) => v === asked) ?? 'use') : view;
  return (
    <ScreenFrame title={t('title.main')}>
      {mobile ? (
        <>
          <Tabs
            value={current}
            onChange={(_, next: CouponView) => setParams(next === 'use' ? {} : { view: next })}
            variant="fullWidth"
            aria-label={t('nav.label')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {VIEWS.map((v) => (
              <Tab key={v} value={v} label={t(`nav.${v}`)} id={`${tabsId}-tab-${v}`} aria-controls={`${tabsId}-panel`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${current}`} sx={{ minWidth: 0 }}>
            <Section view={current} mobile />
          </Box>
        </>
      ) : (
        <>
          <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
            {VIEWS.map((v) => (
              <Button
                key={v}
                component={RouterLink}
                to={PATHS[v]}
                variant={v === view ? 'contained' : 'outlined'}
                aria-current={v === view ? 'page' : undefined}
                size="small"
              >
                {t(`nav.${v}`)}
              </Button>
            ))}
          </Box>
          <Section view={view} mobile={false} />
        </>
      )}
    </ScreenFrame>
  );
}
