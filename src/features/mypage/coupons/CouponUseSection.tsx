// Using a coupon: the unused coupons as cards (a page at a time), each with its use button; a confirmation saying what
// it adds (cash to the held money, or points), one request however often it is tapped (the button is
// off while it is on its way), then the outcome: the new cash and points (the header shows them at
// once) or the failure's own message in the dialog, the coupon still chosen.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { apiMessage } from '@/i18n/api-message';
import { formatNumber, formatWon } from '@/lib/format';
import { useCouponUse, useUsableCoupons, type CouponRow } from './api';
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
  const { t: tApi } = useTranslation(['common', 'api']);
  const lang = i18n.language;
  const headingId = useId();
  const dialogTitleId = useId();
  const coupons = useUsableCoupons();
  const use = useCouponUse();
  const [asked, setAsked] = useState<CouponRow | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [used, setUsed] = useState<Used | null>(null);

  const close = () => {
    setAsked(null);
    setError(null);
  };
  const confirm = () => {
    if (!asked) return;
    setError(null);
    use.send(asked.couponIdx).then((money) => {
      setUsed({ name: asked.name, cash: money.cashAmt, points: money.pointAmt });
      close();
    }, setError);
  };

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
                  setError(null);
                  setAsked(coupon);
                }}
              >
                {t('usable.use')}
              </Button>
            )}
          />
        )}
      </UsableCoupons>
      <Dialog open={asked !== null} onClose={use.isPending ? undefined : close} aria-labelledby={dialogTitleId}>
        {asked ? (
          <>
            <DialogTitle id={dialogTitleId}>{t('use.confirmTitle')}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {t(asked.kind === 'point' ? 'use.confirmPoint' : 'use.confirmCash', {
                  name: asked.name,
                  value: couponValue(t, asked, lang),
                })}
              </DialogContentText>
              {error !== null ? (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {apiMessage(tApi, error)}
                </Alert>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={use.isPending}>
                {t('use.cancel')}
              </Button>
              <Button onClick={confirm} disabled={use.isPending} variant="contained">
                {t('use.ok')}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Stack>
  );
}
