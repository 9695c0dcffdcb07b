// Using a coupon: the unused coupons as cards (a page at a time), each with its use button; a confirmation saying what
// it adds (cash to the held money, or points), one request however often it is tapped (the button is
// off while it is on its way), then the outcome: the new cash and points (the header shows them at
// once) or the failure's own message in the dialog, the coupon still chosen.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { formatNumber, formatWon } from '@forms/rules/format';
import { useUsableCoupons, type CouponRow } from '../api/coupon-list';
import { useCouponUse } from '../api/coupon-use';
import { CouponCards } from './CouponCards';
import { couponValue } from './coupon-row';
import { UsableCoupons } from './UsableCoupons';

interface Used {
  name: string;
  cash: number;
  points: number;
}

export function CouponUseSection({ historyLink }: { historyLink: string | null }) {
  const { t, i18n } = useTranslation('coupons');
  const failureText = useApiMessage();
  const lang = i18n.language;
  const headingId = useId();
  const coupons = useUsableCoupons();
  const use = useCouponUse();
  const [asked, setAsked] = useState<CouponRow | null>(null);
  const [used, setUsed] = useState<Used | null>(null);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('usable.title')}
        {coupons.data ? (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
            {t('usable.count', { count: coupons.data.length })}
          </Typography>
        ) : null}
      </Typography>
      {used ? (
        <Alert
          severity="success"
          onClose={() => setUsed(null)}
          slotProps={{ closeButton: { title: t('use.close'), 'aria-label': t('use.close') } }}
        >
          {t('use.done', {
            name: used.name,
            cash: formatWon(used.cash, lang),
            points: t('points', { value: formatNumber(used.points, lang) }),
          })}
          {historyLink ? (
            <>
              {' '}
              <Link component={RouterLink} to={historyLink}>
                {t('history')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <UsableCoupons query={coupons} empty={t('usable.empty')}>
        {(list) => (
          <CouponCards
            coupons={list}
            action={(coupon) => (
              <Button
                variant="contained"
                aria-label={t('usable.useLabel', { name: coupon.name })}
                onClick={() => {
                  setUsed(null);
                  setAsked(coupon);
                }}
              >
                {t('usable.use')}
              </Button>
            )}
          />
        )}
      </UsableCoupons>
      <ConfirmDialog
        open={asked !== null}
        title={t('use.confirmTitle')}
        text={
          asked
            ? t(asked.kind === 'point' ? 'use.confirmPoint' : 'use.confirmCash', { name: asked.name, value: couponValue(t, asked, lang) })
            : ''
        }
        ok={t('use.ok')}
        cancel={t('use.cancel')}
        tone="plain"
        run={() => (asked ? use.send(asked.couponIdx) : Promise.reject(new Error('no coupon asked')))}
        onDone={(money) => {
          if (asked) setUsed({ name: asked.name, cash: money.cashAmt, points: money.pointAmt });
        }}
        failureText={failureText}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
