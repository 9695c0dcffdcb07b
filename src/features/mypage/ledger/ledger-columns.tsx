// The columns of the money history, each also its CSV column: when, the kind, what it was (the
// reason and its note), which balance it changed, the amount with its sign (+ green, − the error
// tone; the sign reads without the colour) and that balance right after it. The CSV holds the time
// as the server sent it and the amounts as numbers.
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { tokens } from '@/components/ui/tokens';
import { timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { LedgerRow } from '../api/member-ledger';
import { balanceIn, reasonText, signedAmount } from './ledger-row';

export function ledgerColumns(t: TFunction<'ledger'>, language: string): Column<LedgerRow>[] {
  const kind = (r: LedgerRow) => t(`kind.${r.kind}`);
  const account = (r: LedgerRow) => t(`account.${r.account}`);
  const reason = (r: LedgerRow) => reasonText(t, r);
  return [
    timeColumn('at', t('col.at'), (r) => r.at, { language }),
    { id: 'kind', header: t('col.kind'), cell: kind, csv: kind },
    { id: 'reason', header: t('col.reason'), cell: reason, csv: reason },
    { id: 'account', header: t('col.account'), cell: account, csv: account },
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      cell: (r) => (
        <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: r.amount > 0 ? tokens.success : tokens.errorText }}>
          {signedAmount(t, r, language)}
        </Box>
      ),
      csv: (r) => r.amount,
    },
    {
      id: 'balanceAfter',
      header: t('col.balanceAfter'),
      align: 'right',
      cell: (r) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {balanceIn(t, r.account, r.balanceAfter, language)}
        </Box>
      ),
      csv: (r) => r.balanceAfter,
    },
  ];
}
