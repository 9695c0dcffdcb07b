import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues';
import { COUPON_GIFT_SERVER_ERRORS, couponGiftForm, createCouponGiftSchema } from './coupon-gift';

describe('coupon gift form', () => {
  const schema = createCouponGiftSchema({ ownId: 'tester01' });

  it('sends the coupon as a number and the recipient trimmed', () =>
    expect(schema.parse({ couponIdx: '41', targetId: ' friend77 ' })).toEqual({ couponIdx: 41, targetId: 'friend77' }));

  it('requires a coupon and a recipient', () =>
    expect(messagesOf(schema, { couponIdx: '', targetId: ' ' })).toEqual({
      couponIdx: 'forms.coupon.couponIdx.required',
      targetId: 'forms.couponGift.targetId.required',
    }));

  it('takes a member id: 5-20 letters, digits and +', () => {
    expect(schema.parse({ couponIdx: '1', targetId: 'a+b12' }).targetId).toBe('a+b12');
    expect(schema.parse({ couponIdx: '1', targetId: 'a'.repeat(20) }).targetId).toHaveLength(20);
    for (const bad of ['abcd', 'a'.repeat(21), 'friend 77', '친구아이디입니다']) {
      expect(messagesOf(schema, { couponIdx: '1', targetId: bad })).toEqual({ targetId: 'forms.couponGift.targetId.invalid' });
    }
  });

  it("refuses the member's own id, whatever its case", () =>
    expect(messagesOf(schema, { couponIdx: '1', targetId: 'Tester01' })).toEqual({ targetId: 'forms.couponGift.targetId.self' }));

  it('confirms with the coupon as the select shows it and the recipient', () => {
    const form = couponGiftForm({ ownId: 'tester01' });
    const context = { options: { couponIdx: [{ value: '41', label: '주말 보너스 쿠폰 · 10,000원' }] } };
    expect(form.confirm?.({ couponIdx: 41, targetId: 'friend77' }, context)).toEqual({
      message: 'forms.couponGift.confirm',
      values: { coupon: '주말 보너스 쿠폰 · 10,000원', target: 'friend77' },
    });
    expect(form.confirm?.({ couponIdx: 9, targetId: 'friend77' }, {})?.values.coupon).toBe('#9');
  });

  it('shows C302 (no such member) under the recipient', () => expect(COUPON_GIFT_SERVER_ERRORS).toEqual({ C302: 'targetId' }));
});
