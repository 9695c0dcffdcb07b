// The usable coupons as cards, a page of them at a time (the list asks for up to 100): the page's
// cards only are in the document, with a pager to the others.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLayout } from '@forms/renderer/layout-context';
import { ListPager } from '@/kit/paged-list/ListPager';
import { useLocalPage } from '@/kit/paged-list/use-local-page';
import type { CouponRow } from '../api/coupon-list';
import { CouponCard } from './CouponCard';

export function CouponCards({ coupons, action }: { coupons: readonly CouponRow[]; action: (coupon: CouponRow) => ReactNode }) {
  const compact = useLayout() === 'mobile';
  const page = useLocalPage(coupons);
  return (
    <>
      <Box
        component="ul"
        sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
      >
        {page.rows.map((coupon) => (
          <CouponCard key={coupon.couponIdx} coupon={coupon} action={action(coupon)} />
        ))}
      </Box>
      <ListPager page={page.page} pages={page.pages} onPage={page.onPage} compact={compact} />
    </>
  );
}
