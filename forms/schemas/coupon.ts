// Coupon use and coupon gift: the coupon chosen from the member's unused coupons (given by the caller
// as options of `couponIdx`); a gift also names the member it goes to.
import { z } from 'zod';
import { emptyValues, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { indexRule } from '../rules/amount';
import { MEM_ID_LENGTH } from '../rules/limits';
import { requiredText } from '../rules/text';
import { refuseInvisible } from '../rules/visible';

const coupon = () => indexRule('forms.coupon.couponIdx.required');

export const couponUseSchema = z.object({ couponIdx: coupon() });
export const couponGiftSchema = z.object({
  couponIdx: coupon(),
  targetId: refuseInvisible(
    requiredText('forms.couponGift.targetId.required', { length: MEM_ID_LENGTH.max, message: 'forms.couponGift.targetId.invalid' }),
  ),
});

export type CouponUseInput = z.input<typeof couponUseSchema>;
export type CouponUseOutput = z.output<typeof couponUseSchema>;
export type CouponGiftInput = z.input<typeof couponGiftSchema>;
export type CouponGiftOutput = z.output<typeof couponGiftSchema>;

const couponField = { name: 'couponIdx', kind: 'select', label: 'forms.coupon.couponIdx.label' } as const satisfies FieldMeta<'couponIdx'>;

export const couponUseFields: readonly FieldMeta<keyof CouponUseInput & string>[] = [couponField];
export const couponGiftFields: readonly FieldMeta<keyof CouponGiftInput & string>[] = [
  couponField,
  {
    name: 'targetId',
    kind: 'text',
    label: 'forms.couponGift.targetId.label',
    help: 'forms.couponGift.targetId.help',
    maxLength: MEM_ID_LENGTH.max,
    autoComplete: 'off',
  },
];

export const COUPON_USE_SERVER_ERRORS: ServerErrorTable<keyof CouponUseInput & string> = {};
export const COUPON_GIFT_SERVER_ERRORS: ServerErrorTable<keyof CouponGiftInput & string> = { C302: 'targetId' };

export const couponUseForm = (): FormSpec<CouponUseInput, CouponUseOutput> => ({
  id: 'couponUse',
  title: 'forms.couponUse.title',
  submit: 'forms.couponUse.submit',
  schema: couponUseSchema,
  fields: couponUseFields,
  defaults: emptyValues(['couponIdx']),
  serverErrors: COUPON_USE_SERVER_ERRORS,
});

export const couponGiftForm = (): FormSpec<CouponGiftInput, CouponGiftOutput> => ({
  id: 'couponGift',
  title: 'forms.couponGift.title',
  submit: 'forms.couponGift.submit',
  schema: couponGiftSchema,
  fields: couponGiftFields,
  defaults: emptyValues(['couponIdx', 'targetId']),
  serverErrors: COUPON_GIFT_SERVER_ERRORS,
});
