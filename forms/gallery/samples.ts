// Every form with sample data, as QA sees it in the gallery and as the property tests check it.
// The data is what a feature would pass in (banks from /api/etc/bank, held money, sub-members, …).
import type { Bank, FieldContext, FormSpec, FormValues } from '../meta/types';
import { boardPostForm, qnaForm } from '../schemas/board';
import { commentForm } from '../schemas/comment';
import { couponGiftForm } from '../schemas/coupon-gift';
import { coinDepositForm, coinWithdrawalForm } from '../schemas/coin';
import { depositForm } from '../schemas/deposit';
import { exclusionForm } from '../schemas/exclusion';
import { limitForm } from '../schemas/limit';
import { loginForm } from '../schemas/login';
import { memberInfoForm } from '../schemas/member-info';
import { moneyMoveForm } from '../schemas/money-move';
import { moneyTransferForm } from '../schemas/money-transfer';
import { passwordChangeForm } from '../schemas/password-change';
import { pointConversionForm } from '../schemas/point-conversion';
import { ownCeilings, rateAdjustForm } from '../schemas/rate-adjust';
import { searchForm } from '../schemas/search';
import { signupForm } from '../schemas/signup';
import { subPartnerForm } from '../schemas/sub-partner';
import { withdrawalForm } from '../schemas/withdrawal';

export const SAMPLE_BANKS: readonly Bank[] = [
  { bankCode: '004', bankNameKr: '국민은행', bankNameEn: 'KB Kookmin Bank' },
  { bankCode: '088', bankNameKr: '신한은행', bankNameEn: 'Shinhan Bank' },
  { bankCode: '020', bankNameKr: '우리은행', bankNameEn: 'Woori Bank' },
  { bankCode: '081', bankNameKr: '하나은행', bankNameEn: 'Hana Bank' },
  { bankCode: '090', bankNameKr: '카카오뱅크', bankNameEn: 'KakaoBank' },
];

export const SAMPLE_MEMBERS = [
  { value: 'user01', label: '행운의별' },
  { value: 'user02', label: '대박기원' },
  { value: 'store01', label: '강남매장' },
] as const;

export const SAMPLE_COUPONS = [
  { value: '101', label: '신규가입 쿠폰 10,000원' },
  { value: '102', label: '주말 보너스 쿠폰 30,000원' },
] as const;

export const SAMPLE_HELD_MONEY = 1_250_000;
export const SAMPLE_POINTS = 35_200;

export const SAMPLE_RATES = [
  { category: 'casino', rollingRate: 1, losingRate: 30, maxRollingRate: 1.5, maxLosingRate: 40 },
  { category: 'hotel', rollingRate: 0.8, losingRate: 30, maxRollingRate: 1.2, maxLosingRate: 40 },
  { category: 'slot', rollingRate: 3, losingRate: 30, maxRollingRate: 5, maxLosingRate: 40 },
  { category: 'mini', rollingRate: 1, losingRate: 20, maxRollingRate: 2, maxLosingRate: 30 },
] as const;

/** A form with the data it is shown with. Output types are the forms' own; the list holds them all. */
export interface SampleForm {
  readonly spec: FormSpec<FormValues, unknown>;
  readonly context: FieldContext;
}

export interface SampleOptions {
  /** The captcha shown on the login form and how to draw a new one. */
  readonly captcha: { readonly code: string; readonly onRefresh: () => void };
  readonly now?: () => Date;
}

/**
 * Lists a form among others. TypeScript measures a spec as contravariant in its input (through
 * `keyof Input`), although a spec of named fields is a spec of string-keyed values; copying the
 * parts inside a generic function states that without a cast.
 */
export function sample<Input extends FormValues, Output>(spec: FormSpec<Input, Output>, context: FieldContext = {}): SampleForm {
  const { id, title, submit, schema, fields, defaults, serverErrors, messageValues } = spec;
  const confirm = spec.confirm?.bind(spec);
  return { spec: { id, title, submit, schema, fields, defaults, serverErrors, messageValues, ...(confirm ? { confirm } : {}) }, context };
}

/** Won per USDT in the samples. */
const SAMPLE_USDT_PRICE = 1_398.5;

const members: FieldContext = { options: { targetId: SAMPLE_MEMBERS, fromId: SAMPLE_MEMBERS, toId: SAMPLE_MEMBERS } };

export function sampleForms({ captcha, now }: SampleOptions): readonly SampleForm[] {
  const withdrawal = { heldMoney: SAMPLE_HELD_MONEY, ...(now ? { now } : {}) };
  return [
    sample(loginForm({ captcha: captcha.code }), { captcha }),
    sample(signupForm({ banks: SAMPLE_BANKS }), { banks: SAMPLE_BANKS }),
    sample(memberInfoForm()),
    sample(passwordChangeForm()),
    sample(depositForm()),
    sample(coinDepositForm({ price: SAMPLE_USDT_PRICE, rules: { minAmount: 10_000, maxAmount: 5_000_000, amountUnit: 1_000 } })),
    sample(withdrawalForm(withdrawal)),
    sample(
      coinWithdrawalForm({
        price: SAMPLE_USDT_PRICE,
        heldMoney: SAMPLE_HELD_MONEY,
        rules: { minAmount: 10_000, maxAmount: 5_000_000, amountUnit: 1_000 },
      }),
    ),
    sample(pointConversionForm({ remainingPoints: SAMPLE_POINTS })),
    sample(couponGiftForm(), { options: { couponIdx: SAMPLE_COUPONS } }),
    sample(boardPostForm()),
    sample(qnaForm()),
    sample(commentForm()),
    sample(searchForm()),
    sample(moneyTransferForm(), members),
    sample(moneyMoveForm(), members),
    sample(rateAdjustForm({ memId: 'store01', ceilings: ownCeilings(SAMPLE_RATES), ...(now ? { now } : {}) }, SAMPLE_RATES)),
    sample(subPartnerForm({ ownType: 'PTN_3', ceilings: ownCeilings(SAMPLE_RATES) })),
    sample(limitForm),
    sample(exclusionForm),
  ];
}
