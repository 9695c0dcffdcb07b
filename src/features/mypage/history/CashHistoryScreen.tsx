import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import { ContractList } from '@/kit/paged-list/ContractList';
import { periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { useCashDelete } from '../api/cash-delete';
import { cashColumns } from './cash-columns';
import { amountOf, deletable, type CashRow, type CashType } from './cash-row';

/** The deposit (in) or withdrawal (out) history: one list declaration. */
export function CashHistoryScreen({ cashType }: { cashType: CashType }) {
  const { t, i18n } = useTranslation('history');
  const lang = i18n.language;
  const kind = cashType === 'in' ? 'deposit' : 'withdrawal';
  const list = useContractList('/api/cash/list/', { body: (q) => ({ ...periodBody(q), cashType }) });
  const del = useCashDelete();
  const columns = useMemo(() => cashColumns(t, lang, cashType), [t, lang, cashType]);
  const when = (r: CashRow) => formatServerTime(r.applyDate, lang);
  return (
    <ContractList
      list={list}
      words={(w) => t(`${kind}.${w}`)}
      columns={columns}
      rowKey={(r) => r.cashIdx}
      range
      csv={kind}
      actions={[
        {
          id: 'delete',
          text: t('delete.text'),
          label: (r) => t('delete.label', { date: when(r) }),
          available: deletable,
          confirm: {
            title: t('delete.title'),
            text: (r) => t('delete.confirm', { date: when(r), amount: formatWon(amountOf(r, cashType), lang) }),
            ok: t('delete.ok'),
          },
          run: (r) => del.send({ cashIdxList: [r.cashIdx] }),
          pending: del.isPending,
        },
      ]}
    />
  );
}
