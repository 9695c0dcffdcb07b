// The member's money history (/mypage/money/list, phone /moneyList; inferred): every movement of cash
// and points with its reason and the balance after it, so the balance the header shows can be
// accounted for row by row. One list declaration: period, kind, account and page in the address; a
// table on the desktop and cards on a phone; its states (skeleton, each error code's words with a
// retry, nothing in the period); CSV of every page of the period.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { ContractList } from '@/kit/paged-list/ContractList';
import { defined, oneOf, periodBody } from '@/kit/paged-list/list-body';
import { SelectFilter } from '@/kit/paged-list/SelectFilter';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { MEMBER_LEDGER, type LedgerRow } from '../api/member-ledger';
import { ledgerColumns } from './ledger-columns';
import { LEDGER_ACCOUNTS, LEDGER_KINDS } from './ledger-row';

const rowKey = (r: LedgerRow) => r.idx;

export function MoneyHistoryScreen() {
  const { t, i18n } = useTranslation('ledger');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const list = useContractList(MEMBER_LEDGER, {
    filters: ['kind', 'account'],
    body: (q) => ({
      ...periodBody(q),
      ...defined({ kind: oneOf(LEDGER_KINDS, q.filters.kind), account: oneOf(LEDGER_ACCOUNTS, q.filters.account) }),
    }),
  });
  const columns = useMemo(() => ledgerColumns(t, lang), [t, lang]);
  const width = { flex: mobile ? '1 1 40%' : '0 0 160px' };
  return (
    <ContractList
      list={list}
      words={(w) => t(w)}
      columns={columns}
      rowKey={rowKey}
      range
      csv="money-history"
      toolbar={
        <>
          <SelectFilter
            label={t('filter.kind')}
            all={t('filter.allKinds')}
            options={LEDGER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={oneOf(LEDGER_KINDS, list.state.filters.kind) ?? ''}
            onChange={(value) => list.setFilter('kind', value)}
            sx={width}
          />
          <SelectFilter
            label={t('filter.account')}
            all={t('filter.allAccounts')}
            options={LEDGER_ACCOUNTS.map((a) => ({ value: a, label: t(`account.${a}`) }))}
            value={oneOf(LEDGER_ACCOUNTS, list.state.filters.account) ?? ''}
            onChange={(value) => list.setFilter('account', value)}
            sx={width}
          />
        </>
      }
    />
  );
}
