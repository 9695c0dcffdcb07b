// The columns of the login history: when, the result (a failure with its reason in words), where
// from (the IP as the server saw it) and the device; each is also the CSV column.
import type { TFunction } from 'i18next';
import { timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { LoginAttempt } from './api/login-history';
import { deviceName } from './device-name';

export function loginHistoryColumns(t: TFunction<'security'>, tApi: TFunction<'api'>, language: string): Column<LoginAttempt>[] {
  const result = (r: LoginAttempt) =>
    r.success
      ? t('history.success')
      : r.reason
        ? t('history.failedBecause', { reason: tApi(r.reason as 'LX02', { defaultValue: r.reason }) })
        : t('history.failed');
  return [
    timeColumn('at', t('history.col.at'), (r) => r.at, { language }),
    { id: 'result', header: t('history.col.result'), cell: result, csv: result },
    { id: 'ip', header: t('history.col.ip'), cell: (r) => r.ip, csv: (r) => r.ip },
    { id: 'device', header: t('history.col.device'), cell: (r) => deviceName(r.device), csv: (r) => r.device },
  ];
}
