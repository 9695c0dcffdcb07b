// The activity statement (/mypage/activity, phone /activity; inferred): for each month of the period
// the member picks, what they deposited, withdrew, bet and won and the net result, with the total
// line; a table on the desktop, a card per month on the phone; the same rows as a CSV file (the kit's
// one CSV writer). The period is in the address; the read's states are the frame's (QueryState).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@forms/renderer/layout-context';
import { CsvButton } from '@/kit/paged-list/CsvButton';
import { ListCards } from '@/kit/paged-list/ListCards';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { activityColumns } from './activity-columns';
import { useActivity } from './api/member-activity';
import { PeriodChoice } from './PeriodChoice';
import { statementRows } from './statement';
import { StatementTable } from './StatementTable';
import { usePeriod } from './use-period';

const noAction = () => undefined;

export function ActivityScreen() {
  const { t, i18n } = useTranslation('activity');
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const { period, setPeriod } = usePeriod();
  const activity = useActivity(period);
  const columns = useMemo(() => activityColumns(t, lang), [t, lang]);
  const rows = useMemo(() => statementRows(activity.data?.list ?? []), [activity.data]);
  const above = (
    <Stack spacing={2} sx={{ mb: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PeriodChoice period={period} onChange={setPeriod} />
        <CsvButton
          columns={columns}
          fetchAll={() => Promise.resolve(rows)}
          fileName={`activity-${period.from}-${period.to}.csv`}
          disabled={rows.length === 0}
        />
      </Stack>
    </Stack>
  );
  return (
    <ScreenFrame title={t('title')} above={above} query={activity} loadingLabel={t('loading')}>
      {(data) =>
        data.list.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : mobile ? (
          <ListCards
            rows={rows}
            description={{ rowKey: (r) => (r.total ? 'total' : r.month), columns, empty: t('empty') }}
            caption={t('caption')}
            onAsk={noAction}
          />
        ) : (
          <StatementTable rows={rows} columns={columns} caption={t('caption')} />
        )
      }
    </ScreenFrame>
  );
}
