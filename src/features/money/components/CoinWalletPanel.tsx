// Where a USDT deposit goes: the site's wallet address (selectable, with a copy button that says
// whether it copied) and its network, with the warning that another network loses the coins. The
// address reads in groups of four (as a member compares it with their wallet's), a line breaking only
// between groups; selected or copied it is the address itself, without spaces.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { useCopy } from '@/components/use-copy';
import { Panel } from '@/kit/Panel';

type CoinWallet = components['schemas']['CoinWallet'];

/** An address in groups of four characters. */
const groupsOf = (address: string): string[] => address.match(/.{1,4}/g) ?? [address];

export function CoinWalletPanel({ wallet }: { readonly wallet: CoinWallet }) {
  const { t } = useTranslation('coin');
  const [copied, copyText] = useCopy();
  const copy = () => copyText(wallet.address);
  return (
    <Panel title={t('wallet.title')}>
      <Typography component="dl" variant="body2" sx={{ m: 0, mt: 1 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('wallet.network')}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, mb: 1, fontWeight: 700 }} data-testid="wallet-network">
          {wallet.network}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('wallet.address')}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, fontFamily: 'monospace', userSelect: 'all' }} data-testid="wallet-address">
          {groupsOf(wallet.address).map((group, i) => (
            <Fragment key={i}>
              {i > 0 ? <wbr /> : null}
              <Box component="span" sx={{ display: 'inline-block', mr: '0.4ch' }}>
                {group}
              </Box>
            </Fragment>
          ))}
        </Typography>
      </Typography>
      <Button variant="outlined" size="small" onClick={copy} sx={{ mt: 1 }}>
        {t('wallet.copy')}
      </Button>
      <Typography component="p" variant="body2" role="status" sx={{ mt: 0.5, minHeight: '1.5em' }}>
        {copied === 'yes' ? t('wallet.copied') : copied === 'no' ? t('wallet.copyFailed') : ''}
      </Typography>
      <Alert severity="warning" sx={{ mt: 1 }}>
        {t('wallet.warning', { network: wallet.network })}
      </Alert>
    </Panel>
  );
}
