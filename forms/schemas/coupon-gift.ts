// Gifting a coupon: one of the member's unused coupons (the caller gives them as options of
// `couponIdx`) and the id of the member it goes to — a member id (5-20 letters, digits and +, trimmed)
// that is not the member's own, nothing invisible in it. Confirmed before sending, naming the coupon and the recipient. C302
// (no such member) shows under the recipient; anything else above the form.
import { z } from 'zod';
import { emptyValues, type ConfirmSpec, type FieldContext, type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { indexRule } from '../rules/amount';
import { MEM_ID_LENGTH } from '../rules/limits';
import { MEM_ID_PATTERN } from '../rules/member';
import { refuseInvisible } from '../rules/visible';

export interface CouponGiftContext {
  /** The member's own id: a coupon cannot be gifted to oneself. */
  readonly ownId?: string;
}

export const createCouponGiftSchema = ({ ownId }: CouponGiftContext = {}) =>
  z.object({
    couponIdx: indexRule('forms.coupon.couponIdx.required'),
    targetId: refuseInvisible(z.string().trim().min(1, 'forms.couponGift.targetId.required'))
      .regex(MEM_ID_PATTERN, 'forms.couponGift.targetId.invalid')
      .refine((id) => ownId === undefined || id.toLowerCase() !== ownId.toLowerCase(), 'forms.couponGift.targetId.self'),
  });

export type CouponGiftInput = z.input<ReturnType<typeof createCouponGiftSchema>>;
export type CouponGiftOutput = z.output<ReturnType<typeof createCouponGiftSchema>>;
type Name = keyof CouponGiftInput & string;

export const couponGiftFields: readonly FieldMeta<Name>[] = [
  { name: 'couponIdx', kind: 'select', label: 'forms.coupon.couponIdx.label' },
  {
    name: 'targetId',
    kind: 'text',
    label: 'forms.couponGift.targetId.label',
    help: 'forms.couponGift.targetId.help',
    maxLength: MEM_ID_LENGTH.max,
    autoComplete: 'off',
  },
];

export const COUPON_GIFT_SERVER_ERRORS: ServerErrorTable<Name> = { C302: 'targetId' };

/** The coupon's words as the select shows them (its option label), else its number. */
const couponLabel = (couponIdx: number, context: FieldContext): string =>
  context.options?.couponIdx?.find((option) => option.value === String(couponIdx))?.label ?? `#${couponIdx}`;

export const couponGiftForm = (context: CouponGiftContext = {}): FormSpec<CouponGiftInput, CouponGiftOutput> => ({
  id: 'couponGift',
  title: 'forms.couponGift.title',
  submit: 'forms.couponGift.submit',
  schema: createCouponGiftSchema(context),
  fields: couponGiftFields,
  defaults: emptyValues(['couponIdx', 'targetId']),
  serverErrors: COUPON_GIFT_SERVER_ERRORS,
  confirm: (values, fieldContext): ConfirmSpec => ({
    message: 'forms.couponGift.confirm',
    values: { coupon: couponLabel(values.couponIdx, fieldContext), target: values.targetId },
  }),
});
