// Gifting a coupon: the unused coupons as the select's options and the recipient's id (the form's
// rules: forms/schemas/coupon-gift.ts), a confirmation naming both, one request however often it is
// tapped; a success says who got which coupon and starts the form again, a failure shows its own
// message (C302 under the recipient, the rest above the form) with what was typed kept.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DoneNote } from '@/kit/DoneNote';
import { useFormRounds } from '@/kit/use-form-rounds';
import { useSession } from '@/session/use-session';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { couponGiftForm, type CouponGiftOutput } from '@forms/schemas/coupon-gift';
import { useCouponGift } from '../api/coupon-gift';
import { useUsableCoupons } from '../api/coupon-list';
import { couponOptionLabel } from './coupon-row';
import { UsableCoupons } from './UsableCoupons';

export function CouponGiftSection() {
  const { t, i18n } = useTranslation('coupons');
  const lang = i18n.language;
  const headingId = useId();
  const ownId = useSession((s) => s.member?.memId);
  const spec = useMemo(() => couponGiftForm(ownId === undefined ? {} : { ownId }), [ownId]);
  const coupons = useUsableCoupons();
  const gift = useCouponGift();
  const { round, done, dismiss, submit } = useFormRounds(gift.send, (values: CouponGiftOutput) => ({
    name: coupons.data?.find((coupon) => coupon.couponIdx === values.couponIdx)?.name ?? '',
    target: values.targetId,
  }));
  const options = useMemo(
    () => (coupons.data ?? []).map((coupon) => ({ value: String(coupon.couponIdx), label: couponOptionLabel(t, coupon, lang) })),
    [coupons.data, t, lang],
  );
  const context = useMemo(() => ({ options: { couponIdx: options } }), [options]);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0, maxWidth: 640 }}>
      <div>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('title.gift')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('gift.help')}
        </Typography>
      </div>
      {done ? (
        <DoneNote closeLabel={t('gift.close')} onClose={dismiss}>
          {t('gift.done', done)}
        </DoneNote>
      ) : null}
      <UsableCoupons query={coupons} empty={t('gift.empty')}>
        {() => <SchemaForm key={round} spec={spec} context={context} onSubmit={submit} showTitle={false} />}
      </UsableCoupons>
    </Stack>
  );
}
