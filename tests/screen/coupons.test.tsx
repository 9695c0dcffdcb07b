// The coupon use and gift (/mypage/coupon/use, /mypage/coupon/gift) without the browser: each server
// refusal of /api/coupon/use (T999, E002) as its own message in the dialog, with the exact body; the
// gift refused before sending (own id, a bad id), then by the server (C302 under the recipient, T999
// above the form) with what was typed kept and the exact body sent. The browser keeps the coupons
// shown, the use's ten clicks and the new cash and points, the gift's main path, the history, mobile
// and axe, with one refusal of each kind (tests/e2e/coupons.test.ts).
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CouponsScreen } from '@/features/mypage/coupons/CouponsScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const USE = '/api/coupon/use';
const GIFT = '/api/coupon/gift';

describe('coupons', () => {
  it('the use refused by the server (T999, E002), each its own message in the dialog, the exact body sent', async () => {
    const view = await renderScreen(<CouponsScreen view="use" />, { path: '/mypage/coupon/use', member: true });
    await view.user.click(await screen.findByRole('button', { name: '주말 보너스 쿠폰 사용하기' }));
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
  });

  it('the gift: own id and a bad id send nothing; C302 under the recipient and T999 above the form, typed kept, the exact body sent', async () => {
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
      await waitForElementToBeRemoved(dialog);
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
  });
});
