// Safer gambling (/mypage/safer, inferred): limits on deposits, losses and bets; the reality check;
// a time-out or a self-exclusion; the 18+ notice with the help organisations. The settings are read
// first: a spinner until they come, their own message with a retry if not.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SaferGamblingNotice } from '@/components/SaferGamblingNotice';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { useLimits } from './api/member-limits';
import { ExclusionSection } from './ExclusionSection';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';

export function SaferScreen() {
  const { t } = useTranslation('safety');
  const limits = useLimits();
  return (
    <ScreenFrame title={t('title')} query={limits} loadingLabel={t('loading')} above={<SaferGamblingNotice />}>
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
