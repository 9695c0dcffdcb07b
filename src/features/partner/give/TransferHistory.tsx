// The give / take-back history: one list declaration (date range and page in the address, a table on
// the desktop and cards on mobile, CSV of the range).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_ANCHORS } from '@/config/history-paths';
import { ContractList } from '@/kit/paged-list/ContractList';
import { periodBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { TRANSFER_LIST } from '../api/partner-money-transfer-list';
import { transferColumns, type TransferRow } from './transfer-columns';

const rowKey = (r: TransferRow) => `${r.date}-${r.targetId}-${r.type ?? ''}-${r.amount}`;

export function TransferHistory() {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const list = useContractList(TRANSFER_LIST, { body: periodBody });
  const columns = useMemo(() => transferColumns(t, lang), [t, lang]);
  return (
    <ContractList
      list={list}
      words={(w) => t(`give.history.${w}`)}
      heading="h2"
      columns={columns}
      rowKey={rowKey}
      range
      csv="money-give"
      anchor={HISTORY_ANCHORS.give}
    />
  );
}
