// Safer gambling (/mypage/safer, inferred): limits on deposits, losses and bets; the reality check;
// a time-out or a self-exclusion; the 18+ notice with the help organisations. The settings are read
// first: a spinner until they come, their own message with a retry if not. A link near the top leads
// to the activity statement (what was deposited, bet and won per month).
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { SaferGamblingNotice } from '@/components/SaferGamblingNotice';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { useLimits } from './api/member-limits';
import { ExclusionSection } from './ExclusionSection';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';

export function SaferScreen() {
  const { t } = useTranslation('safety');
  const { t: tActivity } = useTranslation('activity');
  const activityPath = useLayout() === 'mobile' ? '/activity' : '/mypage/activity';
  const limits = useLimits();
  const above = (
    <>
      <SaferGamblingNotice />
      <Link component={RouterLink} to={activityPath} sx={{ display: 'inline-block', mt: 1 }}>
        {tActivity('fromSafer')}
      </Link>
    </>
  );
  return (
    <ScreenFrame title={t('title')} query={limits} loadingLabel={t('loading')} above={above}>
      {(data) => (
        <Stack spacing={4} sx={{ mt: 2, minWidth: 0 }}>
          <LimitsSection limits={data.limits} />
          <RealityCheckSection minutes={data.realityCheckMinutes} />
          <ExclusionSection />
        </Stack>
      )}
    </ScreenFrame>
  );
}
