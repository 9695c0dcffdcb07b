import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CouponRow } from '../api/coupon-list';

const colors = { unused: 'primary', used: 'success', expired: 'default', gifted: 'info' } as const;

/** A coupon's state as a word of the member's language (colour only repeats it). */
export function CouponStatusChip({ status }: { status: CouponRow['status'] }) {
  const { t } = useTranslation('coupons');
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(`status.${status}`)} />;
}
