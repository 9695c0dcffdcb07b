// How long the message box keeps messages, and how many (docs/rules.md#messages): the site's settings
// (/api/etc/siteOption msgKeepDays, msgMaxCount), said above the list; nothing when the site sets neither.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSiteOption } from '@/api/reads';
import { formatNumber } from '@forms/rules/format';

export function MessageRetention() {
  const { t, i18n } = useTranslation('messages');
  const option = useSiteOption().data?.siteOption;
  const days = option?.msgKeepDays;
  const count = option?.msgMaxCount;
  if (days === undefined && count === undefined) return null;
  const values = { days: formatNumber(days ?? 0, i18n.language), count: formatNumber(count ?? 0, i18n.language) };
  const key = days !== undefined && count !== undefined ? 'both' : days !== undefined ? 'days' : 'count';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
      {t(`retention.${key}`, values)}
    </Typography>
  );
}
