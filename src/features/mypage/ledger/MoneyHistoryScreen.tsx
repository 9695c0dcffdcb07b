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
  /** One filter of the toolbar: its values in the address, each in words. */
  const select = <T extends string>(name: 'kind' | 'account', values: readonly T[], all: string, label: (value: T) => string) => (
    <SelectFilter
      label={t(`filter.${name}`)}
      all={all}
      options={values.map((value) => ({ value, label: label(value) }))}
      value={oneOf(values, list.state.filters[name]) ?? ''}
      onChange={(value) => list.setFilter(name, value)}
      sx={width}
    />
  );
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
          {select('kind', LEDGER_KINDS, t('filter.allKinds'), (k) => t(`kind.${k}`))}
          {select('account', LEDGER_ACCOUNTS, t('filter.allAccounts'), (a) => t(`account.${a}`))}
        </>
      }
    />
  );
}
