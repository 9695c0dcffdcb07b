// The member's unused coupons: a spinner until they come, the error with a retry, the empty words,
// else the cards (what each card offers is the caller's).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useUsableCoupons, type CouponRow } from '../api/coupon-list';

export function UsableCoupons({
  query,
  empty,
  children,
}: {
  query: ReturnType<typeof useUsableCoupons>;
  empty: string;
  children: (coupons: readonly CouponRow[]) => ReactNode;
}) {
  const { t } = useTranslation('coupons');
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {empty}
      </Typography>
    );
  return <>{children(query.data)}</>;
}
