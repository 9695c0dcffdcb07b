// One unused coupon as a card: its name, its value and kind, its expiry (with the days left) and
// where it came from; the action (use) below.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulToday } from '@/kit/paged-list/date-range';
import type { CouponRow } from '../api/coupon-list';
import { couponExpiry, couponOrigin, couponValue, daysLeft } from './coupon-row';

export function CouponCard({ coupon, action }: { coupon: CouponRow; action: ReactNode }) {
  const { t, i18n } = useTranslation('coupons');
  const lang = i18n.language;
  const nameId = useId();
  const left = daysLeft(coupon.expireDate, seoulToday());
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {coupon.name}
        </Typography>
        <Chip size="small" variant="outlined" color={coupon.kind === 'point' ? 'secondary' : 'primary'} label={t(`kind.${coupon.kind}`)} />
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {couponValue(t, coupon, lang)}
      </Typography>
      <Typography
        component="dl"
        variant="body2"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.25 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('usable.expiry')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {coupon.expireDate ? t('expires', { date: couponExpiry(t, coupon.expireDate, lang) }) : t('noExpiry')}
          {left !== null && left >= 0 ? (
            <Box component="span" sx={{ ml: 1, color: left <= 3 ? 'error.light' : 'text.secondary', fontWeight: 600 }}>
              {left === 0 ? t('lastDay') : t('daysLeft', { count: left })}
            </Box>
          ) : null}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('usable.origin')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {couponOrigin(t, coupon)}
        </Typography>
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 0.5 }}>{action}</Box>
    </Paper>
  );
}
