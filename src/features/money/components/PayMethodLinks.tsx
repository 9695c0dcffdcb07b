// Desktop money screens: bank or USDT, as two links over the form (the current one marked), so a
// member finds the USDT deposit from the deposit screen and back. The mobile app has no USDT
// addresses (docs/rules.md#routes), so phones show nothing here.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';

const PATHS = {
  deposit: { bank: '/moneyMain/charge', coin: '/moneyMain/coinCharge' },
  withdrawal: { bank: '/moneyMain/exchange', coin: '/moneyMain/coinExchange' },
} as const;

export function PayMethodLinks({ kind, current }: { readonly kind: 'deposit' | 'withdrawal'; readonly current: 'bank' | 'coin' }) {
  const { t } = useTranslation('coin');
  if (useLayout() !== 'desktop') return null;
  return (
    <Stack component="nav" direction="row" spacing={1} aria-label={t(`methods.${kind}`)} sx={{ mb: 2 }}>
      {(['bank', 'coin'] as const).map((method) => (
        <Button
          key={method}
          component={RouterLink}
          to={PATHS[kind][method]}
          variant={method === current ? 'contained' : 'outlined'}
          aria-current={method === current ? 'page' : undefined}
        >
          {t(`methods.${method}`)}
        </Button>
      ))}
    </Stack>
  );
}
