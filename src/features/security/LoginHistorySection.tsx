// The login history: every attempt on the member's id, failed ones too (so a stranger's attempts
// show), by page; a table on the desktop, cards on the phone; CSV.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractList } from '@/kit/paged-list/ContractList';
import { pageBody } from '@/kit/paged-list/list-body';
import { useContractList } from '@/kit/paged-list/use-contract-list';
import { LOGIN_HISTORY, type LoginAttempt } from './api/login-history';
import { loginHistoryColumns } from './login-history-columns';

const rowKey = (r: LoginAttempt) => `${r.at}-${r.ip}-${r.success ? 1 : 0}`;

export function LoginHistorySection() {
  const { t, i18n } = useTranslation('security');
  const { t: tApi } = useTranslation('api');
  const lang = i18n.language;
  const list = useContractList(LOGIN_HISTORY, { body: pageBody });
  const columns = useMemo(() => loginHistoryColumns(t, tApi, lang), [t, tApi, lang]);
  return <ContractList list={list} words={(w) => t(`history.${w}`)} heading="h2" columns={columns} rowKey={rowKey} csv="login-history" />;
}
