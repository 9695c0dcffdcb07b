// @vitest-environment jsdom
// A list never renders more than it shows: the usable coupons are asked 100 at a time;
// the cards are a page of them, with a pager to the others.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import coupons from '../../../../locales/ko/coupons.json';
import resources from '../../../../locales/ko/resources.json';
import { LayoutProvider } from '@forms/renderer/layout-context';
import { COUNT_PER_LIST } from '@/kit/paged-list/use-paged-list';
import type { CouponRow } from '../api/coupon-list';
import { CouponCards } from './CouponCards';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { coupons, resources } } });
});

const held: CouponRow[] = Array.from({ length: 100 }, (_, i) => ({
  couponIdx: i + 1,
  name: `쿠폰 ${i + 1}`,
  kind: 'cash',
  amount: 1000,
  status: 'unused',
  expireDate: null,
  fromId: null,
  regDate: '2026-11-01 10:00:00',
}));

describe('the usable coupons', () => {
  it.each(['desktop', 'mobile'] as const)('%s: 100 coupons are a page of cards and a pager to the others', (layout) => {
    render(
      <I18nextProvider i18n={i18n}>
        <LayoutProvider layout={layout}>
          <CouponCards coupons={held} action={(c) => <button type="button">{`사용 ${c.couponIdx}`}</button>} />
        </LayoutProvider>
      </I18nextProvider>,
    );
    const cards = () => screen.getAllByRole('heading', { level: 3 });
    expect(cards()).toHaveLength(COUNT_PER_LIST);
    expect(screen.getByRole('heading', { name: '쿠폰 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: `쿠폰 ${COUNT_PER_LIST + 1}` })).toBeNull();
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    fireEvent.click(within(pager).getByRole('button', { name: '다음 페이지' }));
    expect(cards()).toHaveLength(COUNT_PER_LIST);
    expect(screen.getByRole('heading', { name: `쿠폰 ${COUNT_PER_LIST + 1}` })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '쿠폰 1' })).toBeNull();
  });
});
