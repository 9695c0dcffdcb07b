// The coupon screens (/mypage/coupon/use, /mypage/coupon/gift, /mypage/coupon/list) without the
// browser: the unused coupons asked with the exact body; each server refusal of /api/coupon/use
// (T999, E002) as its own message in the dialog, with the exact body, then the use accepted (its
// body, the balance and the coupons read again); the gift refused before sending (own id, a bad
// id), then by the server (C302 under the recipient, T999 above the form) with what was typed kept
// and the exact body sent, then given (its body, the recipient emptied); the history in English
// (every state in words, amounts and points, a gift's recipient, page 2's rows, the empty filter's
// words) with its bodies (today's first page, the page picked, the state filter). The browser keeps
// the coupons shown, the use's ten clicks and the new cash and points, the gift's main path, the
// history's paging and filter in the address, mobile and axe, with one refusal of each kind
// (tests/e2e/coupons.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { CouponsScreen } from '@/features/mypage/coupons/CouponsScreen';
import { seoulToday } from '../e2e/support/dates';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';
import { BalanceRead } from './support/balance-read';

const LIST = '/api/coupon/list';
const USE = '/api/coupon/use';
const GIFT = '/api/coupon/gift';

describe('coupons', () => {
  it('the unused coupons asked; the use refused by the server (T999, E002), each its own message in the dialog, the exact body sent; then accepted, the balance and the coupons read again', async () => {
    const view = await renderScreen(
      <>
        <CouponsScreen view="use" />
        <BalanceRead />
      </>,
      { path: '/mypage/coupon/use', member: true },
    );
    const use = await screen.findByRole('button', { name: '주말 보너스 쿠폰 사용하기' });
    expect((await requestsTo(LIST)).at(-1)?.body).toEqual({ siteId: 'winner', page: 1, count_per_list: 100, status: 'unused' });
    await view.user.click(use);
    const dialog = await screen.findByRole('dialog', { name: '쿠폰을 사용할까요?' });
    for (const [code, message] of [
      ['T999', '이미 처리되었거나 중복된 거래입니다.'],
      ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
    ] as const) {
      await setScenario(USE, code, 1);
      await clearRequests();
      await view.user.click(within(dialog).getByRole('button', { name: '사용하기' }));
      const alert = await within(dialog).findByRole('alert');
      await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      const sent = await requestsTo(USE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({ couponIdx: 41, siteId: 'winner' });
    }
    await clearRequests();
    await view.user.click(within(dialog).getByRole('button', { name: '사용하기' }));
    await screen.findByText('쿠폰을 사용했습니다(주말 보너스 쿠폰). 보유머니 1,260,000원 · 포인트 35,200P');
    const sent = await requestsTo(USE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ couponIdx: 41, siteId: 'winner' });
    await expect.poll(async () => (await requestsTo('/api/member/balance')).length).toBeGreaterThan(0);
    await expect.poll(async () => (await requestsTo(LIST)).length).toBeGreaterThan(0);
  });

  it('the gift: own id and a bad id send nothing; C302 under the recipient and T999 above the form, typed kept, the exact body sent; then given', async () => {
    const view = await renderScreen(<CouponsScreen view="gift" />, { path: '/mypage/coupon/gift', member: true });
    const form = await screen.findByRole('form', { name: '쿠폰 선물' });
    await view.user.selectOptions(await within(form).findByRole('combobox', { name: /쿠폰/ }), '주말 보너스 쿠폰 · 10,000원');
    const target = within(form).getByRole<HTMLInputElement>('textbox', { name: /받는 회원 아이디/ });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '쿠폰 선물하기' }));
    await fill(view.user, target, 'tester01');
    await submit();
    await within(form).findByText('내 아이디로는 선물할 수 없습니다.');
    await fill(view.user, target, 'ab');
    await within(form).findByText('받는 회원 아이디를 확인해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(GIFT)).toHaveLength(0);

    await fill(view.user, target, 'friend77');
    for (const [code, message, where] of [
      ['C302', '받을 회원을 확인해 주세요. 아이디가 맞는지, 받을 수 있는 회원인지 확인해 주세요.', 'target'],
      ['T999', '이미 처리되었거나 중복된 거래입니다.', 'form'],
    ] as const) {
      await setScenario(GIFT, code, 1);
      await clearRequests();
      await submit();
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      expect(dialog.textContent, code).toContain('friend77님에게 쿠폰을 선물할까요?');
      expect(dialog.textContent, code).toContain('주말 보너스 쿠폰 · 10,000원');
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await closed(dialog);
      if (where === 'target') {
        const control = target.closest('.MuiFormControl-root');
        expect(control, code).not.toBeNull();
        await within(control as HTMLElement).findByText(message);
      } else {
        const alert = await within(form).findByRole('alert');
        await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      }
      expect(target.value, code).toBe('friend77');
      const sent = await requestsTo(GIFT);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({ couponIdx: 41, targetId: 'friend77', siteId: 'winner' });
    }
    await clearRequests();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
    await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await screen.findByText('friend77님에게 쿠폰을 선물했습니다(주말 보너스 쿠폰).');
    const sent = await requestsTo(GIFT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ couponIdx: 41, targetId: 'friend77', siteId: 'winner' });
    expect(
      within(screen.getByRole('form', { name: '쿠폰 선물' })).getByRole<HTMLInputElement>('textbox', { name: /받는 회원 아이디/ }).value,
    ).toBe('');
  });

  it('the history in English: today’s first page asked, then the page picked, then the state filter (from the first page)', async () => {
    const view = await renderScreen(<CouponsScreen view="list" />, { path: '/mypage/coupon/list', member: true, language: 'en' });
    const table = await screen.findByRole('table', { name: 'Coupon history' });
    await within(table).findAllByText('Unused');
    // every state in words, each coupon's worth in English, a gift's recipient
    for (const word of ['Used', 'Expired', 'Gifted'])
      expect(within(table).getAllByText(word, { exact: true }).length, word).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    within(rows[1]!).getByText('₩10,000');
    within(rows[2]!).getByText('3,000 P');
    within(rows[5]!).getByText('To lucky88');
    const today = seoulToday();
    const todaysFirstPage = { siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today };
    expect((await requestsTo(LIST)).at(-1)?.body).toEqual(todaysFirstPage);

    await setScenario(LIST, 'page2');
    await view.user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await expect.poll(async () => (await requestsTo(LIST)).at(-1)?.body).toMatchObject({ page: 2 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await setScenario(LIST, 'empty');
    await view.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Expired' }));
    await screen.findByText('No coupons received in this period.');
    expect((await requestsTo(LIST)).at(-1)?.body).toEqual({ ...todaysFirstPage, status: 'expired' });
  });
});
